// A stand-in for Nexi's XPay Build script (<XPay base>/ecomm/XPayBuild/js?alias=...) for the
// demo's simulated XPay and the browser journeys. It offers what the payments screen
// uses, named as in Nexi's examples: XPay.init(), XPay.setConfig({ baseConfig, paymentParams,
// customParams, language }), XPay.create(XPay.OPERATION_TYPES.CARD, style).mount(id),
// XPay.createNonce(formId, card), and the window events XPay_Ready, XPay_Card_Error and
// XPay_Nonce. Instead of Nexi's card frame it posts the card to the simulator's creaNonce.
export function xpayBuildStandIn(apiBase: string): string {
  return `(() => {
  const API = ${JSON.stringify(apiBase)};
  let config = null;
  const fire = (name, detail) => window.dispatchEvent(new CustomEvent(name, { detail }));
  function field(host, id, label, placeholder, autocomplete) {
    const wrap = document.createElement('div');
    wrap.style.cssText = 'margin-bottom:.75rem';
    const l = document.createElement('label');
    l.htmlFor = id; l.textContent = label; l.style.cssText = 'display:block;margin-bottom:.25rem';
    const input = document.createElement('input');
    input.id = id; input.type = 'text'; input.inputMode = 'numeric'; input.placeholder = placeholder; input.autocomplete = autocomplete;
    input.className = 'form-control';
    input.addEventListener('blur', () => fire('XPay_Card_Error', { errorMessage: '' }));
    wrap.append(l, input); host.appendChild(wrap);
    return input;
  }
  window.XPay = {
    Environments: { INTEG: 'INTEG', PROD: 'PROD' },
    LANGUAGE: { ITA: 'ITA', ENG: 'ENG' },
    OPERATION_TYPES: { CARD: 'CARD', PAYMENT_BUTTON: 'PAYMENT_BUTTON' },
    init() {},
    setConfig(next) { config = next; },
    setInformazioniSicurezza() {},
    create(type) {
      const inputs = {};
      return {
        mount(id) {
          const host = document.getElementById(id);
          if (type !== 'CARD' || !host) return;
          inputs.number = field(host, 'xpay-card-number', 'Numero della carta', '4242 4242 4242 4242', 'cc-number');
          inputs.expiry = field(host, 'xpay-card-expiry', 'Scadenza (MM/AA)', 'MM/AA', 'cc-exp');
          inputs.cvv = field(host, 'xpay-card-cvv', 'CVV', '123', 'cc-csc');
          setTimeout(() => fire('XPay_Ready', 'CARD'), 0);
        },
        _card: () => ({ number: inputs.number.value.replace(/\\s/g, ''), expiry: inputs.expiry.value.trim(), cvv: inputs.cvv.value.trim() }),
      };
    },
    async createNonce(_formId, card) {
      if (!config) throw new Error('XPay.setConfig first');
      const p = config.paymentParams;
      const data = card._card();
      if (!/^\\d{13,19}$/.test(data.number)) { fire('XPay_Card_Error', { errorMessage: 'Numero della carta non valido' }); fire('XPay_Nonce', { esito: 'KO', errore: { codice: 12, messaggio: 'Numero della carta non valido' } }); return; }
      try {
        const res = await fetch(API + '/ecomm/api/build/creaNonce', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ apiKey: config.baseConfig.apiKey, codiceTransazione: p.transactionId, importo: Number(p.amount), divisa: String(p.currency), timeStamp: p.timeStamp, mac: p.mac, urlPost: p.urlPost, card: data }),
        });
        fire('XPay_Nonce', await res.json());
      } catch (err) {
        fire('XPay_Nonce', { esito: 'KO', errore: { codice: 99, messaggio: String(err && err.message || err) } });
      }
    },
  };
})();
`;
}
