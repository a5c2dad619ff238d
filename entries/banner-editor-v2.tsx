import { mountIsland } from '@shell/mountIsland';
import { BannerEditorV2Screen, bannerEditorV2Store } from '@adconfig/banner-editor-v2/BannerEditorV2Screen';
import { bannerEditorV2Props } from '@adconfig/banner-editor-v2/props';

mountIsland('banner-editor-v2', bannerEditorV2Props, (props, store) => <BannerEditorV2Screen {...props} store={store} />, bannerEditorV2Store);
