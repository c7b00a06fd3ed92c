// Rookery's ad-block check (issue 20; spec document 1 §7): a script whose name ad blockers refuse.
// When it runs, nothing stands between the page and its ads.
window.__rookeryAdScript = true;
