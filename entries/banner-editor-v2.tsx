import { mountIsland } from '../src/shell/mountIsland';
import { BannerEditorV2Screen } from '../src/adconfig/banner-editor-v2/BannerEditorV2Screen';
import { bannerEditorV2Props } from '../src/adconfig/banner-editor-v2/props';

mountIsland('banner-editor-v2', bannerEditorV2Props, (props) => <BannerEditorV2Screen {...props} />);
