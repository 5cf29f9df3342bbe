export default { features: ['ledger'], page() {} };
