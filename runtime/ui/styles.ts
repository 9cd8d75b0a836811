import { ANIMATION_MS, MOBILE_MEDIA_QUERY } from '../core/constants.ts'

/**
 * On a phone the bottom sheet stops this far below the top edge: the strip is where a toast shows
 * (components/toast.tsx), so it never covers the sheet's header, buttons or error lines.
 */
export const PHONE_TOAST_STRIP_PX = 80

/** Styles live inside the shadow root: host CSS cannot reach the modal and ours cannot leak out. */
export const MODAL_CSS = `
:host { all: initial; }
* { box-sizing: border-box; }
.overlay {
  position: fixed; inset: 0; z-index: var(--pk-z-index); display: grid; place-items: center;
  background: var(--pk-overlay); font-family: var(--pk-font-family);
  animation: pk-fade ${ANIMATION_MS.viewTransition}ms ease-out;
}
/* The block size follows the content's (use-animated-height.ts), so a view change grows or shrinks it smoothly. */
.dialog {
  inline-size: min(360px, calc(100vw - 24px)); max-block-size: calc(100vh - 48px); overflow: auto;
  background: var(--pk-background); color: var(--pk-foreground);
  border: 1px solid var(--pk-border); border-radius: var(--pk-border-radius);
  box-shadow: 0 12px 40px rgba(0, 0, 0, 0.3);
  transition: block-size ${ANIMATION_MS.modalHeight}ms ease;
}
.dialog-content { padding: 16px; }
/* A phone gets a bottom sheet: full width, top corners rounded, rising from the bottom edge. */
@media ${MOBILE_MEDIA_QUERY} {
  .overlay { place-items: end stretch; }
  .overlay .dialog {
    inline-size: 100%; max-block-size: calc(100vh - ${PHONE_TOAST_STRIP_PX}px); border-block-end: 0;
    border-end-start-radius: 0; border-end-end-radius: 0;
    animation: pk-rise ${ANIMATION_MS.viewTransition}ms ease-out;
  }
  .overlay .dialog-content { padding-block-end: max(16px, env(safe-area-inset-bottom)); }
}
.themed { display: contents; }
/* Read by screen readers, never drawn. */
.visually-hidden {
  position: absolute; inline-size: 1px; block-size: 1px; margin: -1px; padding: 0; overflow: hidden;
  clip-path: inset(50%); white-space: nowrap; border: 0;
}
.embedded { font-family: var(--pk-font-family); }
.dialog.inline { box-shadow: none; max-block-size: none; }
.header { display: grid; grid-template-columns: 36px 1fr 36px; align-items: center; margin-block-end: 12px; }
.title { margin: 0; font-size: 18px; font-weight: 600; text-align: center; animation: pk-fade ${ANIMATION_MS.headerText}ms ease-out; }
/* The serif display face (theme variable --pk-font-family-display): titles and help headings. */
.display { font-family: var(--pk-font-family-display); letter-spacing: 0.01em; }
.icon-button {
  inline-size: 36px; block-size: 36px; border: 0; border-radius: 10px; background: transparent;
  color: var(--pk-muted); font-size: 18px; cursor: pointer;
}
.icon-button:hover, .icon-button:focus-visible { background: var(--pk-surface); color: var(--pk-foreground); }
/* An icon pointing along the reading direction (back) turns round in a right-to-left modal; logos and QR codes never do. */
.mirror-rtl { display: inline-block; }
.mirror-rtl:dir(rtl) { transform: scaleX(-1); }
.view { display: grid; grid-template-columns: minmax(0, 1fr); gap: 8px; animation: pk-fade ${ANIMATION_MS.viewTransition}ms ease-out; }
/* The router's direction: a pushed view comes in from the end side, the one gone back to from the start side. */
[data-direction='next'] .view { animation-name: pk-enter-from-end; }
[data-direction='prev'] .view { animation-name: pk-enter-from-start; }
[dir='rtl'] [data-direction='next'] .view { animation-name: pk-enter-from-start; }
[dir='rtl'] [data-direction='prev'] .view { animation-name: pk-enter-from-end; }
.list { display: grid; grid-template-columns: minmax(0, 1fr); gap: 6px; margin: 0; padding: 0; list-style: none; }
.row {
  display: flex; align-items: center; gap: 12px; inline-size: 100%; padding: 10px 12px;
  border: 1px solid transparent; border-radius: 12px; background: var(--pk-surface);
  color: inherit; font: inherit; font-size: 15px; text-align: start; cursor: pointer;
}
a.row { text-decoration: none; }
.row:hover, .row:focus-visible { border-color: var(--pk-accent); outline: none; }
.row[aria-current='true'] { border-color: var(--pk-accent); }
/* Held back (a network switch in flight, the legal checkbox not ticked yet): seen as unavailable. */
.row:disabled { cursor: not-allowed; opacity: 0.55; }
.row:disabled:hover { border-color: transparent; }
.row img, .row .placeholder { inline-size: 32px; block-size: 32px; border-radius: 8px; flex: none; }
.placeholder { background: linear-gradient(135deg, var(--pk-accent), transparent); }
/* A long wallet name is cut with an ellipsis; the row never widens the modal and its tag stays whole. */
.row .name { flex: 1; min-inline-size: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
/*
 * Names from outside (wallets, networks) take their own direction (dir="auto"). One written the other way
 * round from the modal (a Latin wallet name in Arabic) still sits by its icon, and a long one is cut at its
 * own end, so its start stays readable.
 */
.row:dir(rtl) [dir='auto']:dir(ltr), .row:dir(ltr) [dir='auto']:dir(rtl) { text-align: end; }
/* Accent as the badge outline, not its text: accent text on the surface falls short of AA contrast (4.2:1). */
.tag {
  flex: none; white-space: nowrap; font-size: 12px; color: var(--pk-foreground);
  border: 1px solid var(--pk-accent); border-radius: 999px; padding: 1px 8px;
}
.muted { color: var(--pk-muted); font-size: 14px; text-align: center; margin: 4px 0; }
/* The host's terms and privacy policy: links underlined, so they stand out without colour alone. */
.legal { margin: 4px 0 0; color: var(--pk-muted); font-size: 12px; line-height: 1.5; text-align: center; }
.legal a, .legal-checkbox a { color: var(--pk-foreground); text-decoration: underline; text-underline-offset: 2px; }
.legal a:focus-visible, .legal-checkbox a:focus-visible { outline: 2px solid var(--pk-accent); outline-offset: 2px; }
.legal-checkbox {
  display: flex; align-items: flex-start; gap: 10px; padding: 10px 12px; border-radius: 12px;
  background: var(--pk-surface); font-size: 14px; line-height: 1.4; cursor: pointer;
}
.legal-checkbox input { flex: none; inline-size: 18px; block-size: 18px; margin: 0; accent-color: var(--pk-accent); cursor: pointer; }
.error {
  color: var(--pk-error); font-size: 14px; text-align: center; margin: 4px 0;
  animation: pk-shake ${ANIMATION_MS.shake}ms ease-in-out;
}
.account { display: grid; justify-items: center; gap: 6px; padding-block: 8px 4px; }
.avatar { inline-size: 64px; block-size: 64px; border-radius: 50%; }
.address { font-size: 18px; font-weight: 600; display: flex; align-items: center; gap: 4px; }
.balance { font-size: 15px; color: var(--pk-muted); }
.profile-name { font-size: 18px; font-weight: 600; max-inline-size: 100%; overflow-wrap: anywhere; text-align: center; }
.tabs { display: flex; gap: 4px; padding: 4px; border-radius: 12px; background: var(--pk-surface); }
.tab {
  flex: 1; padding: 6px 8px; border: 0; border-radius: 9px; background: transparent; color: var(--pk-muted);
  font: inherit; font-size: 14px; cursor: pointer;
}
.tab[aria-selected='true'] { background: var(--pk-background); color: var(--pk-foreground); }
/* Dark text on the accent: white on the spec's light accents reaches only 3.5-4:1, short of AA. */
.primary {
  inline-size: 100%; padding: 12px; border: 0; border-radius: 12px; background: var(--pk-accent);
  color: var(--pk-accent-foreground); font: inherit; font-weight: 600; cursor: pointer;
}
.spinner {
  inline-size: 40px; block-size: 40px; margin: 12px auto; border-radius: 50%;
  border: 3px solid var(--pk-surface); border-block-start-color: var(--pk-accent);
  animation: pk-spin 0.8s linear infinite;
}
/* A row's shape while the wallet list loads, so the real rows take its place without the modal jumping. */
.skeleton {
  display: flex; align-items: center; gap: 12px; block-size: 54px; padding: 10px 12px; border-radius: 12px;
  background: var(--pk-surface); animation: pk-pulse 1.2s ease-in-out infinite;
}
.skeleton::before { content: ''; inline-size: 32px; block-size: 32px; border-radius: 8px; background: var(--pk-border); }
.skeleton::after { content: ''; inline-size: 45%; block-size: 12px; border-radius: 6px; background: var(--pk-border); }
.help-point h3 { margin: 4px 0 2px; font-size: 18px; font-weight: 600; }
.help-point p { margin: 0 0 6px; color: var(--pk-muted); font-size: 14px; line-height: 1.45; }
.link-button {
  justify-self: center; padding: 4px 8px; border: 0; border-radius: 8px; background: transparent;
  color: var(--pk-foreground); font: inherit; font-size: 14px; text-decoration: underline;
  text-underline-offset: 2px; cursor: pointer;
}
.link-button:focus-visible { outline: 2px solid var(--pk-accent); outline-offset: 2px; }
@keyframes pk-fade { from { opacity: 0; } to { opacity: 1; } }
@keyframes pk-enter-from-end { from { opacity: 0; transform: translateX(12px); } to { opacity: 1; transform: none; } }
@keyframes pk-enter-from-start { from { opacity: 0; transform: translateX(-12px); } to { opacity: 1; transform: none; } }
@keyframes pk-rise { from { transform: translateY(100%); } to { transform: none; } }
@keyframes pk-pulse { 50% { opacity: 0.55; } }
@keyframes pk-shake {
  10%, 90% { transform: translateX(-1px); } 20%, 80% { transform: translateX(2px); }
  30%, 50%, 70% { transform: translateX(-4px); } 40%, 60% { transform: translateX(4px); }
}
@keyframes pk-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { * { animation: none !important; transition: none !important; } }
`
