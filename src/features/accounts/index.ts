/** The accounts feature as other features see it: the start-up login (guest or saved session). */
export { initialLogin } from './session';
export { useGuessCaptcha } from './components/GuessCaptcha';
