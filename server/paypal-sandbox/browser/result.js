// The buyer page's last step: tell the window that opened it (the product's PayPal button) what the buyer
// did, and close. Opened without a popup, the page stays and says so in its own words.
;(() => {
  const { token, result } = document.body.dataset
  if (window.opener) {
    window.opener.postMessage({ source: 'paypal-sandbox', token, result }, window.location.origin)
    window.close()
  }
})()
