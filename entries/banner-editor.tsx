import { mountIsland } from '../src/shell/mountIsland';
import { BannerEditorScreen, bannerEditorStore } from '../src/adconfig/banner-editor/BannerEditorScreen';
import { bannerEditorProps } from '../src/adconfig/banner-editor/props';

mountIsland('banner-editor', bannerEditorProps, (props, store) => <BannerEditorScreen {...props} store={store} />, bannerEditorStore);
