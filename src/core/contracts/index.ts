export { contractsApi, type ContractsApi, type ContractPayload, type ContractUrls } from './api';
export { contractLabel, contractOf, contractsOf, innInfoOf, type Contract, type InnInfo } from './decoders';
export { ContractFormStore, type ContractFormOptions, type ContractValues, type NameField } from './ContractFormStore';
export { InnLookup, isValidInn } from './inn';
export { ContractSearch, CONTRACT_RESULTS_CAP } from './ContractSearch';
export { CONTRACT_LABEL, CONTRACT_TEXT, CONTRACT_TYPES, INN_LABEL } from './texts';
