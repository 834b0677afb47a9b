import { useEffect, useState } from 'react';
import { useChatConfig } from '../api/use-chat-config';
import { loadChatScript, setChatWidgetHidden } from '../chat-widget';
import { whenIdle } from '../when-idle';

/**
 * The AI chat assistant (spec §2): once the page is idle, asks the server for the script address and loads it.
 * Nothing is fetched or loaded while `hidden`; a widget already on the page is hidden instead, and also when this
 * component unmounts (e.g. a page without chrome).
 *
 * @example <AiChat hidden={!chromeFor(pathname).aiChat} />
 */
export function AiChat({ hidden }: { hidden: boolean }) {
  const [idle, setIdle] = useState(false);

  useEffect(() => {
    if (hidden || idle) return undefined;
    return whenIdle(() => setIdle(true));
  }, [hidden, idle]);

  const chatUrl = useChatConfig(idle && !hidden);

  useEffect(() => {
    if (chatUrl && !hidden) loadChatScript(chatUrl);
  }, [chatUrl, hidden]);

  useEffect(() => {
    setChatWidgetHidden(hidden);
    return () => setChatWidgetHidden(true);
  }, [hidden]);

  return null;
}
