'use client';

import dynamic from 'next/dynamic';
import { useState, type ComponentProps } from 'react';

const Dialog = dynamic(() => import('./ThankYouDialog.client'), { ssr: false });

/**
 * ThankYouDialog.client.tsx, fetched and mounted when it first opens (after a stored submission):
 * until then a closed <dialog> shows nothing, and its code was part of every form page's first
 * visit. Once mounted it stays, so that it closes as before.
 */
export default function ThankYouDialog(props: ComponentProps<typeof Dialog>) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  return wanted ? <Dialog {...props} /> : null;
}
