export const TEXT = {
  title: 'Расписание',
  days: 'Дни месяца',
  daysHint: 'Ни одного дня не отмечено: показы в любой день месяца.',
  hours: 'Часы показа по дням недели',
  hoursHint: 'Ни одного часа не отмечено: показы в любое время.',
  timezone: 'Часовой пояс',
  clearDays: 'Снять все дни',
  clearHours: 'Снять все часы',
} as const;

/** A 9: default timezone Europe/Moscow; Russia's zones, then UTC. */
export const DEFAULT_TIMEZONE = 'Europe/Moscow';
export const TIMEZONES: { id: string; name: string }[] = [
  { id: 'Europe/Kaliningrad', name: 'Калининград (UTC+2)' },
  { id: 'Europe/Moscow', name: 'Москва (UTC+3)' },
  { id: 'Europe/Samara', name: 'Самара (UTC+4)' },
  { id: 'Asia/Yekaterinburg', name: 'Екатеринбург (UTC+5)' },
  { id: 'Asia/Omsk', name: 'Омск (UTC+6)' },
  { id: 'Asia/Novosibirsk', name: 'Новосибирск (UTC+7)' },
  { id: 'Asia/Krasnoyarsk', name: 'Красноярск (UTC+7)' },
  { id: 'Asia/Irkutsk', name: 'Иркутск (UTC+8)' },
  { id: 'Asia/Yakutsk', name: 'Якутск (UTC+9)' },
  { id: 'Asia/Vladivostok', name: 'Владивосток (UTC+10)' },
  { id: 'Asia/Magadan', name: 'Магадан (UTC+11)' },
  { id: 'Asia/Kamchatka', name: 'Камчатка (UTC+12)' },
  { id: 'UTC', name: 'UTC' },
];
