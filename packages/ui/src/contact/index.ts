export { CONTACT_ADDRESSES, CONTACT_MENU_LINKS, MAIL_LINKS, mailtoHref } from './contact';
