import {translate} from '@docusaurus/Translate';
import {ask, type Status} from './worker';
import './updatePrompt.css';

/**
 * A new build's worker is waiting (register.ts). A reader with nothing stored
 * just gets it; one with stored copies is asked to reload, so their files
 * never switch under an open page.
 */
export async function offerUpdate(registration: ServiceWorkerRegistration) {
  const waiting = registration.waiting;
  if (!waiting) return;
  const {choices} = await ask<Status>({type: 'status'});
  const activate = () => waiting.postMessage({type: 'SKIP_WAITING'});
  if (!choices.edition && !choices.runtime) return activate();
  showPrompt(() => {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload());
    activate();
  });
}

function button(text: string, kind: 'primary' | 'secondary', onClick: () => void) {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = `button button--${kind} button--sm`;
  element.textContent = text;
  element.onclick = onClick;
  return element;
}

function showPrompt(reload: () => void) {
  if (document.querySelector('.hama-update-prompt')) return;
  const box = document.createElement('div');
  box.className = 'hama-update-prompt';
  box.setAttribute('role', 'alert');
  const text = document.createElement('p');
  text.textContent = translate({id: 'offline.update', message: '새 버전이 있습니다. 새로 고치면 저장된 사본도 새 버전으로 바뀝니다.'});
  box.append(
    text,
    button(translate({id: 'offline.reload', message: '새로 고침'}), 'primary', reload),
    button(translate({id: 'offline.later', message: '나중에'}), 'secondary', () => box.remove()),
  );
  document.body.append(box);
}
