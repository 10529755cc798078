// A stand-in for the PayPal JS SDK (https://www.paypal.com/sdk/js?client-id=...) for the demo's
// simulated PayPal and the browser journeys. It offers the part of the SDK our
// wallet sub-screen uses through @paypal/react-paypal-js's PayPalButtons: window.paypal.Buttons({
// style, onInit, onClick, createOrder, onApprove, onCancel, onError }) with isEligible(),
// render(container) and close(). Like the real Buttons it calls onInit(data, actions) once
// rendered (actions.enable()/disable(), which PayPalButtons' `disabled` prop uses: a disabled
// button still calls onClick but opens no payment), calls createOrder on click, lets the
// buyer approve or cancel the order "on paypal.com" (here a dialog in the page instead of
// PayPal's popup), then calls onApprove({ orderID, payerID }) or onCancel({ orderID }). The
// approval goes to the PayPal simulator's /checkoutnow/{id}/approve at `apiBase`, as the real
// approval happens on PayPal's side; the capture stays the server's job.
export function paypalSdkStandIn(apiBase: string): string {
  return `(() => {
  const API = ${JSON.stringify(apiBase)};
  function approvalDialog(orderID) {
    return new Promise((resolve) => {
      const overlay = document.createElement('div');
      overlay.style.cssText = 'position:fixed;inset:0;background:rgba(0,0,0,.55);display:flex;align-items:center;justify-content:center;z-index:2000;';
      const box = document.createElement('div');
      box.setAttribute('role', 'dialog');
      box.setAttribute('aria-modal', 'true');
      box.setAttribute('aria-labelledby', 'paypal-stand-in-title');
      box.setAttribute('data-paypal-approval', orderID);
      box.style.cssText = 'background:#fff;color:#111;border-radius:12px;padding:24px;max-width:340px;width:90%;font-family:sans-serif;';
      const title = document.createElement('h2');
      title.id = 'paypal-stand-in-title';
      title.textContent = 'PayPal';
      title.style.cssText = 'font-size:1.4rem;margin:0 0 12px;color:#003087;';
      const text = document.createElement('p');
      text.textContent = 'Approva il pagamento (ordine PayPal ' + orderID + ').';
      const actions = document.createElement('div');
      actions.style.cssText = 'display:flex;gap:8px;flex-wrap:wrap;';
      const done = (choice) => { overlay.remove(); resolve(choice); };
      const button = (label, choice, primary) => {
        const b = document.createElement('button');
        b.type = 'button';
        b.textContent = label;
        b.style.cssText = primary
          ? 'background:#003087;color:#fff;border:0;border-radius:20px;padding:8px 16px;font:inherit;cursor:pointer;'
          : 'background:#fff;color:#003087;border:1px solid #003087;border-radius:20px;padding:8px 16px;font:inherit;cursor:pointer;';
        b.addEventListener('click', () => done(choice));
        return b;
      };
      const approve = button('Approva il pagamento', 'ok', true);
      actions.append(approve, button('Annulla e torna al negozio', 'cancel', false));
      box.append(title, text, actions);
      overlay.appendChild(box);
      overlay.addEventListener('keydown', (e) => { if (e.key === 'Escape') done('cancel'); });
      document.body.appendChild(overlay);
      approve.focus();
    });
  }
  function Buttons(options) {
    options = options || {};
    let button = null;
    let enabled = true;
    const actions = {
      enable() { enabled = true; if (button) button.removeAttribute('aria-disabled'); return Promise.resolve(); },
      disable() { enabled = false; if (button) button.setAttribute('aria-disabled', 'true'); return Promise.resolve(); },
    };
    async function start() {
      if (options.onClick) options.onClick({ fundingSource: 'paypal' }, actions);
      if (!enabled) return;
      let orderID;
      try {
        orderID = await options.createOrder({ paymentSource: 'paypal' }, {});
      } catch (error) {
        if (options.onError) options.onError(error);
        return;
      }
      if (!orderID) return;
      const choice = await approvalDialog(orderID);
      if (choice === 'cancel') {
        if (options.onCancel) options.onCancel({ orderID });
        return;
      }
      let payer;
      try {
        const res = await fetch(API + '/checkoutnow/' + encodeURIComponent(orderID) + '/approve', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ outcome: choice }),
        });
        if (!res.ok) throw new Error('PayPal: approval failed (' + res.status + ')');
        payer = (await res.json()).payer;
      } catch (error) {
        if (options.onError) options.onError(error);
        return;
      }
      try {
        await options.onApprove({ orderID, payerID: payer && payer.payer_id, paymentSource: 'paypal' }, {});
      } catch (error) {
        if (options.onError) options.onError(error);
      }
    }
    return {
      isEligible: () => true,
      render(target) {
        const node = typeof target === 'string' ? document.querySelector(target) : target;
        const style = options.style || {};
        button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'PayPal';
        button.setAttribute('aria-label', 'PayPal');
        button.setAttribute('data-paypal-button', style.color || 'gold');
        button.style.cssText = 'display:block;width:100%;min-height:45px;border:0;font:italic 700 20px sans-serif;cursor:pointer;color:#003087;'
          + 'background:' + (style.color === 'blue' ? '#0070ba' : '#ffc439') + ';'
          + 'border-radius:' + (style.shape === 'pill' ? '23px' : '4px') + ';';
        button.addEventListener('click', () => { void start(); });
        node.appendChild(button);
        if (options.onInit) options.onInit({}, actions);
        return Promise.resolve();
      },
      close() {
        if (button) button.remove();
        return Promise.resolve();
      },
    };
  }
  window.paypal = { Buttons, version: '5-stand-in', FUNDING: { PAYPAL: 'paypal' } };
})();
`;
}
