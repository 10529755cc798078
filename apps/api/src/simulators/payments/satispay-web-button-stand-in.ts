// A stand-in for Satispay's web button script (https://online.satispay.com/web-button.js) for
// the demo's simulated Satispay and the browser journeys. It offers what Satispay
// documents for the web button: SatispayWebButton.configure({ paymentId, completed }) and
// .open(). The real one opens Satispay's payment page, where the consumer confirms in the app;
// here a dialog in the page lets the consumer accept or refuse, which goes to the Satispay
// simulator's /pay/{id}/{accept|cancel} at `apiBase` (Satispay then calls the shop back).
// `completed` is called when the flow ends, paid or not, as with the real button.
export function satispayWebButtonStandIn(apiBase: string): string {
  return `(() => {
  const API = ${JSON.stringify(apiBase)};
  function open(paymentId, completed) {
    const overlay = document.createElement('div');
    overlay.style.cssText = 'position:fixed;inset:0;background:rgba(0,0,0,.55);display:flex;align-items:center;justify-content:center;z-index:2000;';
    const box = document.createElement('div');
    box.setAttribute('role', 'dialog');
    box.setAttribute('aria-modal', 'true');
    box.setAttribute('aria-labelledby', 'satispay-stand-in-title');
    box.setAttribute('data-satispay-payment', paymentId);
    box.style.cssText = 'background:#fff;color:#111;border-radius:12px;padding:24px;max-width:340px;width:90%;font-family:sans-serif;';
    const title = document.createElement('h2');
    title.id = 'satispay-stand-in-title';
    title.textContent = 'Satispay';
    title.style.cssText = 'font-size:1.4rem;margin:0 0 12px;color:#b3001b;';
    const text = document.createElement('p');
    text.textContent = "Conferma il pagamento nell'app Satispay.";
    const actions = document.createElement('div');
    actions.style.cssText = 'display:flex;gap:8px;flex-wrap:wrap;';
    const finish = async (decision) => {
      actions.querySelectorAll('button').forEach((b) => { b.disabled = true; });
      if (decision) {
        try {
          await fetch(API + '/pay/' + encodeURIComponent(paymentId) + '/' + decision, { method: 'POST' });
        } catch (e) { /* the shop asks Satispay anyway */ }
      }
      overlay.remove();
      if (completed) completed();
    };
    const button = (label, decision, primary) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = label;
      b.style.cssText = primary
        ? 'background:#b3001b;color:#fff;border:0;border-radius:20px;padding:8px 16px;font:inherit;cursor:pointer;'
        : 'background:#fff;color:#b3001b;border:1px solid #b3001b;border-radius:20px;padding:8px 16px;font:inherit;cursor:pointer;';
      b.addEventListener('click', () => { void finish(decision); });
      return b;
    };
    const accept = button('Paga con Satispay', 'accept', true);
    actions.append(accept, button('Rifiuta il pagamento', 'cancel', false), button('Chiudi', null, false));
    box.append(title, text, actions);
    overlay.appendChild(box);
    document.body.appendChild(overlay);
    accept.focus();
  }
  window.SatispayWebButton = {
    configure(options) {
      options = options || {};
      return { open() { open(options.paymentId, options.completed); } };
    },
  };
})();
`;
}
