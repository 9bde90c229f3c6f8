// `object.entries` for the browser build: node-polyglot (react-admin's translator) requires this polyfill, whose
// es-abstract helpers (get-intrinsic and a dozen more) ran at every shell start; every supported browser has it.
module.exports = Object.entries;
