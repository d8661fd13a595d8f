import { Injectable, Logger } from '@nestjs/common';
import {
  type Actor,
  AI_MESSAGES,
  type AiSource,
  type AssistantMessage,
  type AssistantReply,
  emergencyAdviceFor,
  type EmergencyNumber,
  emergencyNumberFor,
  type UserProfile,
} from '@vitalsync/contracts';
import { type AssistantCommandDto } from '@vitalsync/contracts/server';

import { requirePatient } from '../app/patients-only';
import { assistantContentsOf, assistantInstructionOf } from '../gemini/assistant-prompt';
import { GeminiClient, ModelFailure, modelFailureKind } from '../gemini/gemini-client';
import { healthFactsOf } from '../insights/health-facts';
import { builtInAnswer, type PatientData } from './built-in-assistant';
import { describesEmergency } from './emergency-phrases';
import { intentsOf, isGreeting } from './intents';
import { modelReplyOf } from './model-reply';
import { type PatientAppointments } from './patient-appointments';
import { PatientRecords, type Read } from './patient-records';

interface Answer {
  text: string;
  source: AiSource;
}

/**
 * The health assistant: Gemini with the patient's de-identified facts when a key is configured, the built-in
 * assistant otherwise or when the model fails; both use the patient's measurements, conditions, allergies and
 * latest prescription and name warning signs. A question describing an emergency gets the emergency advice
 * first, with the number of the patient's phone country, whoever answers.
 */
@Injectable()
export class AssistantService {
  private readonly logger = new Logger(AssistantService.name);

  constructor(
    private readonly gemini: GeminiClient,
    private readonly records: PatientRecords,
  ) {}

  async reply({ actor, messages }: AssistantCommandDto): Promise<AssistantReply> {
    requirePatient(actor, AI_MESSAGES.patientsOnly);
    // The DTO guarantees a last turn, and that it is the patient's.
    const question = messages[messages.length - 1]?.text ?? '';
    const emergency = describesEmergency(question);
    // Either read may fail (a service down or late): the answer then goes without that part, never an error.
    const [profile, appointments] = await Promise.all([
      this.records.profileOf(actor),
      this.records.appointmentsOf(actor),
    ]);
    const emergencyNumber = emergencyNumberFor(profile.ok ? profile.value.personal_info.phoneNumber : null);
    const answer =
      (this.gemini.enabled &&
        (await this.modelAnswer(actor, messages, profile, appointments, emergencyNumber))) ||
      this.builtIn(question, profile, appointments, emergencyNumber);
    return {
      message: emergency ? `${emergencyAdviceFor(emergencyNumber)}\n\n${answer.text}` : answer.text,
      source: answer.source,
      emergency,
    };
  }

  private async modelAnswer(
    actor: Actor,
    messages: readonly AssistantMessage[],
    profile: Read<UserProfile>,
    appointments: Read<PatientAppointments>,
    emergencyNumber: EmergencyNumber,
  ): Promise<Answer | undefined> {
    // Without the profile the patient's own name could not be taken out of the conversation: no model then.
    if (!profile.ok) return undefined;
    const { personal_info: person, health_info: health } = profile.value;
    const identity = {
      fullName: person.fullName,
      email: person.email,
      phoneNumber: person.phoneNumber,
      dateOfBirth: person.dateOfBirth,
    };
    try {
      const text = modelReplyOf(
        await this.gemini.generate({
          systemInstruction: assistantInstructionOf(
            {
              facts: healthFactsOf(health),
              appointments: appointments.ok ? appointments.value : undefined,
              emergencyNumber,
            },
            identity,
          ),
          contents: assistantContentsOf(messages, identity),
        }),
      );
      if (text === undefined) throw new ModelFailure('empty');
      return { text, source: 'model' };
    } catch (error) {
      // The account and the kind of failure only: never the question or anything of the patient's health.
      this.logger.warn(
        `The model's answer to account ${actor.id} failed (${modelFailureKind(error)}); built-in used`,
      );
      return undefined;
    }
  }

  private builtIn(
    question: string,
    profile: Read<UserProfile>,
    appointments: Read<PatientAppointments>,
    emergencyNumber: EmergencyNumber,
  ): Answer {
    const data: PatientData = {
      facts: profile.ok ? { ok: true, value: healthFactsOf(profile.value.health_info) } : profile,
      appointments,
      emergencyNumber,
    };
    return { text: builtInAnswer(intentsOf(question), isGreeting(question), data), source: 'built-in' };
  }
}
