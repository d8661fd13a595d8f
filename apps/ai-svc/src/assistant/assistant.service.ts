import { Injectable, Logger } from '@nestjs/common';
import { type AssistantCommandDto } from '@vitalsync/backend';
import {
  type Actor,
  AI_MESSAGES,
  type AiSource,
  type AssistantMessage,
  type AssistantReply,
} from '@vitalsync/contracts';

import { requirePatient } from '../app/patients-only';
import { assistantContentsOf, assistantInstructionOf } from '../gemini/assistant-prompt';
import { GeminiClient, ModelFailure, modelFailureKind } from '../gemini/gemini-client';
import { healthFactsOf } from '../insights/health-facts';
import { builtInAnswer, type PatientData } from './built-in-assistant';
import { describesEmergency } from './emergency-phrases';
import { type Intent, intentsOf, isGreeting } from './intents';
import { modelReplyOf } from './model-reply';
import { PatientRecords } from './patient-records';

interface Answer {
  text: string;
  source: AiSource;
}

const ABOUT_THE_PATIENT: ReadonlySet<Intent> = new Set(['bmi', 'heart-rate', 'weight', 'conditions']);

/**
 * The health assistant: Gemini with the patient's de-identified facts when a key is configured, the built-in
 * assistant otherwise or when the model fails. A question describing an emergency gets the emergency advice
 * first, whoever answers.
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
    const answer =
      (this.gemini.enabled && (await this.modelAnswer(actor, messages))) ||
      (await this.builtIn(actor, question));
    return {
      message: emergency ? `${AI_MESSAGES.emergencyAdvice}\n\n${answer.text}` : answer.text,
      source: answer.source,
      emergency,
    };
  }

  private async modelAnswer(
    actor: Actor,
    messages: readonly AssistantMessage[],
  ): Promise<Answer | undefined> {
    const [profile, nextAppointment] = await Promise.all([
      this.records.profileOf(actor),
      this.records.nextAppointmentOf(actor),
    ]);
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
            healthFactsOf(health),
            nextAppointment.ok ? nextAppointment.value : null,
            identity,
          ),
          contents: assistantContentsOf(messages, identity),
        }),
      );
      if (text === undefined) throw new ModelFailure('empty');
      return { text, source: 'model' };
    } catch (error) {
      this.logger.warn(
        `The model's answer to account ${actor.id} failed (${modelFailureKind(error)}); built-in used`,
      );
      return undefined;
    }
  }

  private async builtIn(actor: Actor, question: string): Promise<Answer> {
    const intents = intentsOf(question);
    const data: PatientData = {};
    const [profile, nextAppointment] = await Promise.all([
      intents.some((intent) => ABOUT_THE_PATIENT.has(intent)) ? this.records.profileOf(actor) : undefined,
      intents.includes('next-appointment') ? this.records.nextAppointmentOf(actor) : undefined,
    ]);
    if (profile)
      data.facts = profile.ok ? { ok: true, value: healthFactsOf(profile.value.health_info) } : profile;
    if (nextAppointment) data.nextAppointment = nextAppointment;
    return { text: builtInAnswer(intents, isGreeting(question), data), source: 'built-in' };
  }
}
