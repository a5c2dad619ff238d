import { useEffect, useState } from 'react';
import { optionDictionary } from '@core/option';
import type { LoadOnce } from '@core/loadOnce';

/**
 * The option type's dictionary of an editor (DICTIONARY_PROPS: `dictionaryUrl` with {option_type_id}, and
 * `optionTypeId`), loaded at mount from the 7-day cache or the server, dropped when the editor goes; null
 * when the props name none (the editor then uses the choices its props carry). Read `value` and `state`
 * in an observer.
 */
export function useOptionDictionary<T>(props: { dictionaryUrl?: string; optionTypeId?: number }, decode: (data: unknown) => T, empty: T): LoadOnce<T> | null {
  const [dictionary] = useState(() => (props.dictionaryUrl && props.optionTypeId !== undefined ? optionDictionary(props.dictionaryUrl, props.optionTypeId, decode, empty) : null));
  useEffect(() => {
    if (!dictionary) return undefined;
    void dictionary.load();
    return dictionary.stop;
  }, [dictionary]);
  return dictionary;
}
