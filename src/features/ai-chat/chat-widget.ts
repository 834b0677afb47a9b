/** Spec §8: logged when the assistant script cannot be loaded. */
export const AI_CONFIG_ERROR = 'AI配置有误，请联系管理员';

const SCRIPT_ATTR = 'data-ai-chat-script';
const WIDGET_ATTR = 'data-ai-chat-widget';

let observer: MutationObserver | null = null;
let hidden = false;

/** Only absolute http(s) addresses are loaded; anything else (javascript:, data:, relative) is refused. */
export function isChatScriptUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

// React marks the nodes it creates (portals included) with `__reactFiber$…`; the widget's nodes carry no such key.
// Radix appends its focus-guard spans to <body> by hand; hiding them would break dialogs' focus trapping.
function isOwnNode(node: HTMLElement): boolean {
  if (node.hasAttribute(SCRIPT_ATTR) || node.hasAttribute('data-radix-focus-guard')) return true;
  if (['SCRIPT', 'STYLE', 'LINK'].includes(node.tagName)) return true;
  return Object.keys(node).some((key) => key.startsWith('__reactFiber$') || key.startsWith('__reactContainer$'));
}

function applyHidden(element: HTMLElement) {
  if (hidden) element.style.setProperty('display', 'none', 'important');
  else element.style.removeProperty('display');
}

// The script builds its widget (bubble, iframe) under <body>; tag what it adds so the widget can be hidden later.
function watchWidgetNodes(body: HTMLElement) {
  observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      for (const node of mutation.addedNodes) {
        if (!(node instanceof HTMLElement) || isOwnNode(node)) continue;
        node.setAttribute(WIDGET_ATTR, '');
        if (hidden) applyHidden(node);
      }
    }
  });
  observer.observe(body, { childList: true });
}

/**
 * Appends the assistant's `<script async>` to <body>, once per page life. Returns false when the address is not
 * http(s) or the script is already there. A load failure is logged as 'AI配置有误，请联系管理员'.
 */
export function loadChatScript(url: string): boolean {
  if (!isChatScriptUrl(url)) {
    console.error(AI_CONFIG_ERROR);
    return false;
  }
  if (document.querySelector(`script[${SCRIPT_ATTR}]`)) return false;
  const script = document.createElement('script');
  script.async = true;
  script.src = url;
  script.setAttribute(SCRIPT_ATTR, '');
  script.addEventListener('error', () => console.error(AI_CONFIG_ERROR), { once: true });
  observer?.disconnect();
  watchWidgetNodes(document.body);
  document.body.append(script);
  return true;
}

/** Hides or shows whatever the assistant script has put on the page (spec §2: hidden on login and register). */
export function setChatWidgetHidden(next: boolean): void {
  hidden = next;
  for (const element of document.querySelectorAll<HTMLElement>(`[${WIDGET_ATTR}]`)) applyHidden(element);
}

/** Test helper: removes the script and widget and forgets all state. */
export function resetChatWidget(): void {
  observer?.disconnect();
  observer = null;
  hidden = false;
  for (const element of document.querySelectorAll(`script[${SCRIPT_ATTR}], [${WIDGET_ATTR}]`)) element.remove();
}
