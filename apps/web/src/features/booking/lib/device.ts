// Confirmation modes depend on the device (spec 001 §2): a phone opens the messaging apps, a
// computer gets Whatsapp (through the venue's server) and Whatsapp Web.
const MOBILE = /Android|iPhone|iPad|iPod|Mobile|IEMobile|Opera Mini/i;
const IOS = /iPhone|iPad|iPod/i;

export function isMobileDevice(userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean {
  return MOBILE.test(userAgent);
}

/** iOS wants 'sms:number&body=' (spec 001 §7 "SMS link (iOS adjustment)"). */
export function isIos(userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean {
  return IOS.test(userAgent);
}
