import SmartLink from './SmartLink';

interface Props {
  links: readonly { label: string; url: string; target?: string }[];
  className?: string;
}

/** A plain list of CMS links (quick links, footer links), each through SmartLink. */
export default function LinkList({ links, className }: Props) {
  return (
    <ul className={className}>
      {links.map((link, i) => (
        <li key={`${i}-${link.url}`}>
          <SmartLink href={link.url} target={link.target}>
            {link.label}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
