/** The accounts feature as other features see it: the start-up login (guest or saved session); where a login returns; the guess captcha. */
export { initialLogin, rememberReturn } from './session';
export { useGuessCaptcha } from './components/GuessCaptcha';
