export { ImageGrid, type ImageGridProps } from './ImageGrid';
export { type CardParts } from './GridCard';
export { ImageModal, IMAGE_MODAL_TEXT, type ImageModalProps } from './ImageModal';
export { GridToolbar, GRID_TOOLBAR_TEXT } from './GridToolbar';
export { LoadMoreButton, LOAD_MORE_TEXT } from './LoadMoreButton';
