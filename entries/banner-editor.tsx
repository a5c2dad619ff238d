import { mountIsland } from '@shell/mountIsland';
import { BannerEditorScreen, bannerEditorStore } from '@adconfig/banner-editor/BannerEditorScreen';
import { bannerEditorProps } from '@adconfig/banner-editor/props';

mountIsland('banner-editor', bannerEditorProps, (props, store) => <BannerEditorScreen {...props} store={store} />, bannerEditorStore);
