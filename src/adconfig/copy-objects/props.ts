import { prop, propsSchema } from '@core/props';

/** A parameter that can be copied with the objects (its key is what is sent). */
const param = prop.object({ key: prop.nonEmptyText(), title: prop.text(), checked: prop.optional(prop.flag()) });
/** An object that can be copied. */
const object = prop.object({ id: prop.number({ integer: true, min: 1 }), name: prop.text() });

/**
 * data-props of <div id="copy-objects">: `url?` the configured store URL (default: the page path), `params?` the
 * parameters to choose (default: the usual parts of a creative), `objects?` the objects to choose from.
 */
export const copyObjectsProps = propsSchema({
  url: prop.optional(prop.apiUrl()),
  params: prop.optional(prop.list(param)),
  objects: prop.optional(prop.list(object)),
});
export type CopyObjectsProps = ReturnType<typeof copyObjectsProps.parse>;
export type CopyParam = NonNullable<CopyObjectsProps['params']>[number];
export type CopyObject = NonNullable<CopyObjectsProps['objects']>[number];
