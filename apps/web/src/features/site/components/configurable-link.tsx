import { Link } from 'react-router';
import { buttonClassName } from '@waypoint/ui';
import type { ButtonVariant } from '@waypoint/ui';
import { siteLinkFallbacks } from '../content';
import type { SiteLinkKey } from '../content';
import { useSiteLinks } from './site-links';

interface ConfigurableLinkProps {
  linkKey: SiteLinkKey;
  /** Plain words: they also start the accessible name of the new-tab link. */
  children: string;
  variant?: ButtonVariant;
  className?: string;
}

/**
 * A call to action whose target an operator configures (beta form, community). A configured URL opens
 * in a new tab without giving it a handle on this window; without one it stays in the app (see
 * content/links.ts for the fallbacks).
 */
export function ConfigurableLink({ linkKey, children, variant = 'secondary', className }: ConfigurableLinkProps) {
  const links = useSiteLinks();
  const href = links[linkKey];
  const classes = buttonClassName(variant, 'lg', className);
  if (href) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={classes} aria-label={`${children} (opens in a new tab)`}>
        {children}
      </a>
    );
  }
  return (
    <Link to={siteLinkFallbacks[linkKey]} className={classes}>
      {children}
    </Link>
  );
}
