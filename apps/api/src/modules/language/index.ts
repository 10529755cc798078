// What other modules use of the languages: the language a session speaks and a language's code.
export { chooseLanguage, findLanguageCode } from './language-repository';
