import {
  clinicalAlertOf,
  clinicalHeartRateLine,
  heartRateInAlert,
  isEmergencyHeartRate,
  news2HeartRateBandOf,
} from './ai.rules';

const PATIENT_ALERT =
  'Emergency: heart rate 150 bpm is in the emergency range (131 bpm or above). Call your local emergency ' +
  'number (112 or 911) or go to the nearest emergency department now.';

describe('news2HeartRateBandOf', () => {
  it.each([
    [30, 3, '≤ 40'],
    [40, 3, '≤ 40'],
    [41, 1, '41–50'],
    [50, 1, '41–50'],
    [51, 0, '51–90'],
    [90, 0, '51–90'],
    [91, 1, '91–110'],
    [110, 1, '91–110'],
    [111, 2, '111–130'],
    [130, 2, '111–130'],
    [131, 3, '≥ 131'],
    [220, 3, '≥ 131'],
  ])('puts %i bpm in band %i (%s)', (heartRate, score, range) => {
    expect(news2HeartRateBandOf(heartRate)).toEqual({ score, range });
  });

  it('agrees with the emergency rule on every rate, halves included', () => {
    for (let heartRate = 20; heartRate <= 250; heartRate += 0.5)
      expect(news2HeartRateBandOf(heartRate).score === 3).toBe(isEmergencyHeartRate(heartRate));
  });
});

describe('clinicalHeartRateLine', () => {
  it('reads the high emergency band as the issue writes it', () => {
    expect(clinicalHeartRateLine(150)).toBe(
      'Heart rate 150 bpm — NEWS2 heart-rate band 3 (≥ 131). Patient advised to call emergency services.',
    );
  });

  it('reads the low emergency band (≤ 40) the same way', () => {
    expect(clinicalHeartRateLine(38)).toBe(
      'Heart rate 38 bpm — NEWS2 heart-rate band 3 (≤ 40). Patient advised to call emergency services.',
    );
  });

  it.each([
    [45, 'Heart rate 45 bpm — NEWS2 heart-rate band 1 (41–50).'],
    [72, 'Heart rate 72 bpm — NEWS2 heart-rate band 0 (51–90).'],
    [100, 'Heart rate 100 bpm — NEWS2 heart-rate band 1 (91–110).'],
    [120, 'Heart rate 120 bpm — NEWS2 heart-rate band 2 (111–130).'],
  ])('gives %i bpm its band and no advice outside the emergency band', (heartRate, line) => {
    expect(clinicalHeartRateLine(heartRate)).toBe(line);
  });
});

describe('heartRateInAlert', () => {
  it('finds the rate the stored emergency alert names', () => {
    expect(heartRateInAlert(PATIENT_ALERT)).toBe(150);
  });

  it('finds none in an alert without one', () => {
    expect(heartRateInAlert('No alerts at the moment.')).toBeUndefined();
  });
});

describe('clinicalAlertOf', () => {
  it('turns the patient’s emergency instructions into the clinical line', () => {
    expect(clinicalAlertOf(PATIENT_ALERT)).toBe(clinicalHeartRateLine(150));
  });

  it('uses the recorded heart rate when the alert names none', () => {
    expect(clinicalAlertOf('Emergency: call now.', 35)).toBe(clinicalHeartRateLine(35));
  });

  it('never repeats "Emergency:" when there is no rate to read', () => {
    expect(clinicalAlertOf('Emergency: call now.')).toBe('Call now.');
  });

  it('leaves an alert outside the emergency band as it is', () => {
    expect(clinicalAlertOf('Heart rate 100 bpm is above the normal resting range.')).toBe(
      'Heart rate 100 bpm is above the normal resting range.',
    );
  });
});
