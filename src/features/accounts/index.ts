/** The accounts feature as other features see it: the start-up login (guest or saved session); where a login returns. */
export { initialLogin, rememberReturn } from './session';
