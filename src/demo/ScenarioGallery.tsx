import { Box, Button, FormControl, FormControlLabel, FormLabel, List, ListItem, ListItemText, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@domain/model/language';
import type { ColorScheme } from '@domain/ports/Messenger';
import { SCENARIOS, scenarioHref } from './scenarios';

/** Development-only route /dev/scenarios: every named scenario, opened in a fresh demo. */
export function ScenarioGallery() {
  const { t, i18n } = useTranslation();
  const [scheme, setScheme] = useState<ColorScheme>('dark');
  const [language, setLanguage] = useState<Language>(i18n.language === 'en' ? 'en' : 'ru');
  return (
    <Box component="section" aria-labelledby="gallery-title">
      <Typography id="gallery-title" variant="h1" component="h1" gutterBottom>{t('demo.scenarios')}</Typography>
      <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
        <FormControl>
          <FormLabel id="gallery-theme">{t('demo.theme')}</FormLabel>
          <RadioGroup row aria-labelledby="gallery-theme" value={scheme} onChange={(e) => setScheme(e.target.value === 'light' ? 'light' : 'dark')}>
            <FormControlLabel value="light" control={<Radio />} label={t('demo.light')} />
            <FormControlLabel value="dark" control={<Radio />} label={t('demo.dark')} />
          </RadioGroup>
        </FormControl>
        <FormControl>
          <FormLabel id="gallery-lang">{t('demo.language')}</FormLabel>
          <RadioGroup row aria-labelledby="gallery-lang" value={language} onChange={(e) => setLanguage(e.target.value === 'en' ? 'en' : 'ru')}>
            <FormControlLabel value="ru" control={<Radio />} label="Русский" />
            <FormControlLabel value="en" control={<Radio />} label="English" />
          </RadioGroup>
        </FormControl>
      </Stack>
      <List aria-label={t('demo.scenarios')}>
        {SCENARIOS.map((scenario) => (
          <ListItem key={scenario.id} disableGutters secondaryAction={
            <Button component="a" href={scenarioHref(scenario.id, scheme, language)} aria-label={`${t('demo.openScenario')} ${t(`demo.scenario.${scenario.id}`)}`}>
              {t('demo.openScenario')}
            </Button>
          }>
            <ListItemText primary={t(`demo.scenario.${scenario.id}`)} secondary={`${scenario.user} · ${scenario.path}`} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
