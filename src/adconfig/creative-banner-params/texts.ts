export const TEXT = {
  section: 'Параметры баннера',
  noTemplate: 'Необходимо выбрать шаблон в основных настройках',
  noParams: 'У шаблона нет параметров',
  links: 'Ссылки для размещения',
  copy: 'Копировать',
  copyLink: (title: string) => `Копировать ссылку «${title}»`,
  link: (i: number) => `Ссылка ${i + 1}`,
  currentFile: (name: string) => `Текущий файл: ${name}`,
  chooseFile: (title: string) => `${title}: новый файл`,
  integer: 'Поле должно содержать целое число!',
} as const;
