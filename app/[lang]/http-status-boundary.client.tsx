'use client';

import { Component, type ReactNode } from 'react';

/**
 * Around the notFound() that only sets a 404 page's HTTP status (not-found-page.tsx): in the
 * browser that error is caught here and renders nothing, so the page keeps the 404 content it was
 * served with. Left to bubble, it would reach the layout's not-found boundary, and every page's RSC
 * payload would have to carry the whole 404 page for it (not-found.tsx).
 */
export default class HttpStatusBoundary extends Component<{ children: ReactNode }, { caught: boolean }> {
  state = { caught: false };

  static getDerivedStateFromError() {
    return { caught: true };
  }

  render() {
    return this.state.caught ? null : this.props.children;
  }
}
