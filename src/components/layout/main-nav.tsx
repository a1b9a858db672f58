import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useDismiss } from '@/components/ui/use-dismiss';
import { messages } from './messages';

/** A link of the Main nav: a row in the phone menu, a tab on wider screens; the page open is marked. */
export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-2 py-1.5 text-sm font-medium ${isActive ? 'bg-attention-soft text-attention-on-soft' : 'hover:bg-surface-strong'}`;

/** Up/Down/Home/End move between the menu's links (Tab works as everywhere). */
function moveFocus(e: KeyboardEvent<HTMLElement>) {
  const links = [...e.currentTarget.querySelectorAll<HTMLElement>('a[href]')];
  const at = links.indexOf(document.activeElement as HTMLElement);
  const to =
    e.key === 'ArrowDown'
      ? (at + 1) % links.length
      : e.key === 'ArrowUp'
        ? (at - 1 + links.length) % links.length
        : e.key === 'Home'
          ? 0
          : e.key === 'End'
            ? links.length - 1
            : -1;
  if (to < 0 || links.length === 0) return;
  e.preventDefault();
  links[to]?.focus();
}

/**
 * The "Main" nav. On phones (below `sm`, 640 px) the links fold into one menu button that opens
 * them under the header; from `sm` up they stand in the header row and the button is gone.
 */
export function MainNav({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  useDismiss(open, () => setOpen(false), root, button);
  return (
    <nav ref={root} aria-label={intl.formatMessage(messages.mainNav)} className="sm:min-w-0">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        className="flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium hover:bg-surface-strong sm:hidden"
      >
        <span aria-hidden>{open ? '✕' : '☰'}</span>
        {intl.formatMessage(messages.menu)}
      </button>
      {/* A chosen link closes the menu; the page it opens takes the screen. */}
      <div
        id={listId}
        onKeyDown={open ? moveFocus : undefined}
        onClick={(e) => {
          if ((e.target as Element).closest('a')) setOpen(false);
        }}
        className={`${open ? 'flex' : 'hidden'} absolute inset-x-0 top-full flex-col gap-1 border-b border-line bg-surface p-2 shadow-lg sm:static sm:flex sm:flex-row sm:flex-wrap sm:border-0 sm:bg-transparent sm:p-0 sm:shadow-none`}
      >
        {children}
      </div>
    </nav>
  );
}
