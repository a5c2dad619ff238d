import { api, type Params } from '../http';
import { required } from '../decode';
import { contractOf, contractsOf, innInfoOf, type Contract, type InnInfo } from './decoders';

/** Where the documents and the INN lookup live: a screen gives them from its props (GET/POST /hb/docs, the INN lookup). */
export interface ContractUrls {
  /** GET (the list, filtered by `params`) and POST (create) of documents. */
  docs: string;
  /** The public INN lookup for one INN (an address of this site: the CSRF header goes with every call). */
  inn(inn: string): string;
}

/** What POST /hb/docs sends (JSON): the document's fields, with whatever the screen adds (the payer). */
export interface ContractPayload {
  type: string;
  name: string;
  doc_number: string;
  date_signed: string | null;
  name_customer: string;
  inn: string;
  name_contractor?: string;
  inn_contractor?: string;
  amount: number | null;
  is_vat: 0 | 1;
  [extra: string]: unknown;
}

/** The documents' calls, generic over their URLs (S 3 media plan's basis document, A 3 campaign ORD's contracts). */
export function contractsApi(urls: ContractUrls) {
  return {
    /** GET {docs}?{params} → the documents (S 7: "GET /hb/docs"). */
    search: async (params: Params, signal?: AbortSignal): Promise<Contract[]> => contractsOf(await api.get<unknown>(urls.docs, { params, signal })),
    /** POST {docs} → the created document (S 7: "response data"). */
    create: async (payload: ContractPayload): Promise<Contract> => required(contractOf((await api.post<unknown>(urls.docs, payload)).data), 'the created document'),
    /** GET of the INN lookup → name, full_name, inn, seo_post, seo_name, date_ogrn; null when it names no one. */
    innInfo: async (inn: string, signal?: AbortSignal): Promise<InnInfo | null> => innInfoOf(await api.get<unknown>(urls.inn(inn), { signal })),
  };
}

export type ContractsApi = ReturnType<typeof contractsApi>;
