// Copy of the account screens (spec 001 §2, §5, §8). Strings quoted by the spec are verbatim;
// the others are ours and marked so. Where the spec elides part of a text ('...') the rest is
// ours.
import { DEFAULT_ERROR_MESSAGE } from '@tavola/domain/error-codes';

export const it = {
  fields: {
    email: 'Email', // ours
    password: 'Password', // ours
    firstName: 'Nome', // ours
    lastName: 'Cognome', // ours
    birthDate: 'Data di nascita', // ours
    gender: 'Sesso', // ours
    genderNone: 'Preferisco non specificare', // ours
    genderMale: 'Maschio', // ours
    genderFemale: 'Femmina', // ours
    language: 'Lingua', // ours
    telephoneNumber1: 'Telefono', // ours
    telephoneNumber2: 'Secondo telefono', // ours
    province: 'Provincia', // ours
    adultDeclarationChecked: 'Sono maggiorenne*',
    privacyAccepted: "Ho letto e accetto l'informativa sulla privacy*", // ours
    serviceTermsAccepted: 'Accetto i termini e le condizioni del servizio*', // ours
    oldPassword: 'Password attuale', // ours
    newPassword: 'Nuova password', // ours
    confirmPassword: 'Conferma password', // ours
    requiredHint: '* campo obbligatorio', // ours
  },
  login: {
    title: 'Accedi', // ours
    submit: 'Accedi', // ours
    continueWithoutRegistering: 'Prosegui senza registrarti',
    noAccount: 'Non hai un account?', // ours
    register: 'Registrati', // ours
    forgotPassword: 'Password dimenticata?', // ours
    or: 'oppure', // ours
    wrongCredentials: 'Username o password errati',
    error: 'Si è verificato un errore durante la fase di autenticazione. Ti chiediamo di riprovare.',
    confirmationMailFailed:
      "L'utente è stato autenticato, ma non è stato possibile inviare la mail di conferma a {{email}}.",
    back: 'Indietro', // ours
  },
  google: {
    oneTapHeader: 'Accesso con Google', // ours
    signIn: 'Accedi con Google', // ours
    // The two messages of the social-login library (spec 001 §8) that can occur with Google
    // Identity Services (docs/decisions/014): said in Italian here, the library's English
    // wording in the English copy.
    notLoggedIn: 'Accesso con Google non effettuato. Riprova.', // 'Not logged in'
    notReady: "L'accesso con Google non è ancora pronto. Riprova tra poco o ricarica la pagina.", // 'Login providers not ready yet...'
  },
  register: {
    title: 'Registrati', // ours
    submit: 'Registrati', // ours
    haveAccount: 'Hai già un account?', // ours
    login: 'Accedi', // ours
    error:
      'Siamo spiacenti, si è verificato un errore imprevisto durante la registrazione dei dati. Ti chiediamo di riprovare.',
    saveFailed: 'Salvataggio fallito',
    loginFailed: "Siamo spiacenti, non è stato possibile completare l'operazione.",
    confirmationMailFailed:
      "L'utente è stato registrato, ma non è stato possibile inviare la mail di conferma a {{email}}.",
  },
  confirmEmail: {
    title: 'Conferma la tua email', // ours
    // Spec 001 §8 elides the middle of this text ('...'): the rest is ours.
    notConfirmed:
      'Utente non confermato. Controlla la tua casella di posta e apri il link che ti abbiamo inviato; se non trovi la mail, guarda anche nella cartella spam.',
    sentTo: 'Ti abbiamo inviato la mail di conferma a {{email}}.', // ours
    checkAgain: 'Ho confermato, continua', // ours
    stillNotConfirmed: "L'email non risulta ancora confermata.", // ours
    resend: 'Invia di nuovo la mail', // ours
    resent: 'Mail di conferma inviata di nuovo.', // ours
    backHome: 'Torna alla home', // ours
  },
  emailConfirmed: {
    title: 'Conferma email', // ours
    checking: 'Conferma in corso...', // ours
    success: 'Grazie la tua email è stata confermata!',
    invalid: 'Siamo spiacenti, ma non è stato possibile completare la registrazione. Ti chiediamo di riprovare.',
    error: 'Siamo spiacenti, si è verificato un errore durante la procedura di conferma. Ti chiediamo di riprovare.',
    continue: 'Continua', // ours
    notificationHeader: 'Email confermata', // ours (notification after the confirmation)
    signedIn: "Hai effettuato l'accesso come {{email}}.", // ours
  },
  forgotPassword: {
    title: 'Password dimenticata', // ours
    intro: 'Inserisci la tua email: ti invieremo un link per scegliere una nuova password.', // ours
    submit: 'Invia', // ours
    // Ours, the same whether or not the account exists: spec 001 §8's 'Non esiste un
    // account registrato con la mail {email}' would tell anyone who has an account.
    sent: 'Se esiste un account con {{email}}, ti abbiamo inviato una mail con il link per scegliere una nuova password. Altrimenti la mail ti spiega come registrarti.',
    // Spec 001 §8 elides the end ('...'): the rest is ours.
    error:
      "Siamo spiacenti, ma non è stato possibile completare l'operazione a causa di un errore imprevisto. Ti chiediamo di riprovare.",
    backToLogin: 'Torna al login', // ours
  },
  resetPassword: {
    title: 'Recupero password',
    submit: 'Salva la nuova password', // ours
    invalidLink: 'indirizzo non valido',
    failed: "Siamo spiacenti, ma non è possibile completare l'operazione. Ti chiediamo di riprovare.",
    success: 'La tua password è stata cambiata.',
    goToLogin: 'Accedi', // ours
  },
  changePassword: {
    title: 'Cambio password',
    submit: 'Cambia password', // ours
    success: 'La tua password è stata cambiata.',
  },
  profile: {
    title: 'I tuoi dati',
    save: 'Salva', // ours
    back: 'Indietro', // ours
    saved: 'Dati salvati.', // ours
    saveFailed: 'Salvataggio fallito',
  },
  orders: {
    title: 'I tuoi ordini',
    empty: 'Non ci sono ordini.',
    loadError: 'Non è stato possibile caricare i tuoi ordini.', // ours
    orderNumber: 'Ordine n. {{number}}', // ours
    total: 'Totale', // ours
    more: 'Più:',
    less: 'Meno:',
    place: 'Sede', // ours
    address: 'Indirizzo', // ours
    payment: 'Pagamento', // ours
    toPay: 'da pagare',
    nothingToPay: 'nulla da pagare', // ours
    // The status itself is worded by the domain (orderStatusText), as on the summary page.
    status: 'Stato', // ours
    requestedFor: 'Richiesto per il {{date}} alle {{time}}', // ours
    acceptedAt: 'Accettato alle {{time}}', // ours
    readyAt: 'Pronto alle {{time}}', // ours
    paymentType: {
      0: 'Contanti',
      1: 'Carta', // ours (card at the counter, not named by the spec)
      2: 'PayPal',
      3: 'SatisPay',
      4: 'SumUp',
      5: 'Stripe',
      6: 'Carta di credito (Nexi)', // ours
    },
    orderType: { 0: 'Al tavolo', 1: 'Asporto', 2: 'Consegna' }, // ours
  },
  unexpectedError: DEFAULT_ERROR_MESSAGE,
};

export const en: typeof it = {
  fields: {
    email: 'Email',
    password: 'Password',
    firstName: 'First name',
    lastName: 'Last name',
    birthDate: 'Date of birth',
    gender: 'Gender',
    genderNone: 'Prefer not to say',
    genderMale: 'Male',
    genderFemale: 'Female',
    language: 'Language',
    telephoneNumber1: 'Phone',
    telephoneNumber2: 'Second phone',
    province: 'Province',
    adultDeclarationChecked: 'I am of legal age*',
    privacyAccepted: 'I have read and accept the privacy policy*',
    serviceTermsAccepted: 'I accept the terms and conditions of the service*',
    oldPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Confirm password',
    requiredHint: '* required field',
  },
  login: {
    title: 'Sign in',
    submit: 'Sign in',
    continueWithoutRegistering: 'Continue without registering',
    noAccount: "Don't have an account?",
    register: 'Register',
    forgotPassword: 'Forgot your password?',
    or: 'or',
    wrongCredentials: 'Wrong username or password',
    error: 'An error occurred while signing in. Please try again.',
    confirmationMailFailed: 'You are signed in, but the confirmation e-mail could not be sent to {{email}}.',
    back: 'Back',
  },
  google: {
    oneTapHeader: 'Sign in with Google',
    signIn: 'Sign in with Google',
    notLoggedIn: 'Not logged in',
    notReady: 'Login providers not ready yet. Are there errors on your console?',
  },
  register: {
    title: 'Register',
    submit: 'Register',
    haveAccount: 'Already have an account?',
    login: 'Sign in',
    error: 'Sorry, an unexpected error occurred while saving your data. Please try again.',
    saveFailed: 'Saving failed',
    loginFailed: 'Sorry, the operation could not be completed.',
    confirmationMailFailed: 'You are registered, but the confirmation e-mail could not be sent to {{email}}.',
  },
  confirmEmail: {
    title: 'Confirm your email',
    notConfirmed:
      'User not confirmed. Check your inbox and open the link we sent you; if you cannot find the e-mail, look in the spam folder too.',
    sentTo: 'We sent the confirmation e-mail to {{email}}.',
    checkAgain: 'I have confirmed, continue',
    stillNotConfirmed: 'Your email is not confirmed yet.',
    resend: 'Send the e-mail again',
    resent: 'Confirmation e-mail sent again.',
    backHome: 'Back to home',
  },
  emailConfirmed: {
    title: 'Email confirmation',
    checking: 'Confirming...',
    success: 'Thank you, your email has been confirmed!',
    invalid: 'Sorry, the registration could not be completed. Please try again.',
    error: 'Sorry, an error occurred during the confirmation. Please try again.',
    continue: 'Continue',
    notificationHeader: 'Email confirmed',
    signedIn: 'You are signed in as {{email}}.',
  },
  forgotPassword: {
    title: 'Forgot password',
    intro: 'Enter your email: we will send you a link to choose a new password.',
    submit: 'Send',
    sent: 'If there is an account with {{email}}, we sent you an e-mail with the link to choose a new password. Otherwise the e-mail explains how to register.',
    error: 'Sorry, the operation could not be completed because of an unexpected error. Please try again.',
    backToLogin: 'Back to sign in',
  },
  resetPassword: {
    title: 'Password recovery',
    submit: 'Save the new password',
    invalidLink: 'invalid address',
    failed: 'Sorry, the operation cannot be completed. Please try again.',
    success: 'Your password has been changed.',
    goToLogin: 'Sign in',
  },
  changePassword: {
    title: 'Change password',
    submit: 'Change password',
    success: 'Your password has been changed.',
  },
  profile: {
    title: 'Your details',
    save: 'Save',
    back: 'Back',
    saved: 'Details saved.',
    saveFailed: 'Saving failed',
  },
  orders: {
    title: 'Your orders',
    empty: 'There are no orders.',
    loadError: 'Your orders could not be loaded.',
    orderNumber: 'Order no. {{number}}',
    total: 'Total',
    more: 'Plus:',
    less: 'Without:',
    place: 'Venue',
    address: 'Address',
    payment: 'Payment',
    toPay: 'to be paid',
    nothingToPay: 'nothing to pay',
    status: 'Status',
    requestedFor: 'Requested for {{date}} at {{time}}',
    acceptedAt: 'Accepted at {{time}}',
    readyAt: 'Ready at {{time}}',
    paymentType: {
      0: 'Cash',
      1: 'Card',
      2: 'PayPal',
      3: 'SatisPay',
      4: 'SumUp',
      5: 'Stripe',
      6: 'Credit card (Nexi)',
    },
    orderType: { 0: 'At the table', 1: 'Takeaway', 2: 'Delivery' },
  },
  unexpectedError: 'Sorry, an unexpected error occurred. Please try again.',
};
