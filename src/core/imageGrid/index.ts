export { GridCursor } from './GridCursor';
export { GridSelection } from './GridSelection';
export { ImageGridStore, BULK_TEXT, type GridList } from './ImageGridStore';
export { safeImageSrc } from './imageSrc';
