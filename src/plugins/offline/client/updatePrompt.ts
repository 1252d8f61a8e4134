import {translate} from '@docusaurus/Translate';
import {ask} from './worker';
import './updatePrompt.css';

/** Set once the reader accepts the update in this tab, which then reloads as the new worker takes it over. */
let acceptedHere = false;

/**
 * Whether the reader keeps copies (the edition or the runtime). A worker that does not say (a refusal,
 * no answer) counts as yes: the reader is asked rather than have their files switch under them.
 */
async function keepsCopies(): Promise<boolean> {
  const answer = await ask({type: 'status'}).catch(() => null);
  const choices = answer && 'choices' in answer ? answer.choices : undefined;
  return !choices || Boolean(choices.edition || choices.runtime);
}

/**
 * A new build's worker is waiting (register.ts). A reader with nothing stored
 * just gets it; one with stored copies is asked to reload, so their files
 * never switch under an open page.
 */
export async function offerUpdate(registration: ServiceWorkerRegistration) {
  const waiting = registration.waiting;
  if (!waiting) return;
  const activate = () => waiting.postMessage({type: 'SKIP_WAITING'});
  if (!(await keepsCopies())) return activate();
  showPrompt(translate({id: 'offline.update', message: '새 버전이 있습니다. 새로 고치면 저장된 사본도 새 버전으로 바뀝니다.'}), () => {
    acceptedHere = true;
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload());
    activate();
  });
}

/**
 * The new build's worker has taken this tab over, accepted in another tab (register.ts). The tab's
 * next page already loads from the new build; a reader with stored copies is told, and may reload
 * now. The prompt this tab may show goes: its Reload would wait for a change already made.
 */
export async function tellReplaced() {
  if (acceptedHere) return;
  document.querySelector('.hama-update-prompt')?.remove();
  if (!(await keepsCopies())) return;
  showPrompt(
    translate({
      id: 'offline.replaced',
      message: '다른 탭에서 새 버전으로 바뀌었습니다. 이 탭도 다음 페이지부터 새 버전을 엽니다. 지금 새로 고칠 수도 있습니다.',
    }),
    () => window.location.reload(),
  );
}

function button(text: string, kind: 'primary' | 'secondary', onClick: () => void) {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = `button button--${kind} button--sm`;
  element.textContent = text;
  element.onclick = onClick;
  return element;
}

function showPrompt(message: string, reload: () => void) {
  if (document.querySelector('.hama-update-prompt')) return;
  const box = document.createElement('div');
  box.className = 'hama-update-prompt';
  box.setAttribute('role', 'alert');
  const text = document.createElement('p');
  text.textContent = message;
  box.append(
    text,
    button(translate({id: 'offline.reload', message: '새로 고침'}), 'primary', reload),
    button(translate({id: 'offline.later', message: '나중에'}), 'secondary', () => box.remove()),
  );
  document.body.append(box);
}
