import type { Language } from '#app/i18n/config.ts'

import type { BoardRole } from './editorial-board.ts'
import type { ContentPage } from './types.ts'

export type EditorialPage = ContentPage & {
  boardHeading: string
  boardIntro: string
  /** Shown instead of the board while no member is configured. */
  boardEmpty: string[]
  contactHeading: string
  /** `{contact}` becomes the configured address, as a link. */
  contactConfigured: string
  /** Shown when no contact address is configured: the Feedback form is the way to write. */
  contactFeedback: string
  feedbackLink: string
  roles: Record<BoardRole, { title: string; duties: string }>
}

export const EDITORIAL: Record<Language, EditorialPage> = {
  'en-US': {
    title: 'Editorial Leadership',
    description: 'Who leads the content of {brand}, and how every tool is written, reviewed, released and kept up to date.',
    intro: [
      'The editorial board is responsible for everything {brand} publishes: which tools we build, the evidence they rest on, and the standard each one must meet before and after release.',
    ],
    contents: 'On this page',
    boardHeading: 'Editorial board',
    boardIntro: 'Board members serve for renewable terms and declare their interests every year.',
    boardEmpty: [
      'The names of the board members are not published on this site yet. Until they are, this page describes how every tool is written, reviewed and kept up to date, and whom to contact about it.',
      'Each tool page shows its own content status: when it was last reviewed, when the next review is due, what was checked against which source, and the questions that are still open.',
    ],
    contactHeading: 'Contact the editors',
    contactConfigured: 'Write to the editors about errors, evidence or the editorial process at {contact}. An editor reads every message.',
    contactFeedback: 'Write to the editors about errors, evidence or the editorial process with the Feedback form, choosing "Error in content" where it applies. An editor reads every message.',
    feedbackLink: 'Open the Feedback form',
    roles: {
      editorInChief: { title: 'Editor-in-Chief', duties: 'Final responsibility for the content and for the release of every tool.' },
      deputyEditor: { title: 'Deputy Editor', duties: 'Runs the review cycle and the handling of error reports.' },
      clinicalContentEditor: { title: 'Clinical Content Editor', duties: 'Oversees calculators and scores across specialties.' },
      decisionAidEditor: { title: 'Shared Decision-Making Editor', duties: 'Oversees decision aids and their design against IPDAS.' },
      methodsEditor: { title: 'Evidence and Methods Editor', duties: 'Appraises sources, statistics and reference test values.' },
      patientPartner: { title: 'Patient Partner', duties: 'Reviews decision aids for clarity, balance and what matters to patients.' },
    },
    sections: [
      {
        id: 'process',
        heading: 'Our editorial process',
        paragraphs: ['Every tool goes through the same steps before it is published.'],
        list: [
          'Selection. The board chooses topics by clinical need, by the strength of the available evidence, and by requests from users.',
          'Evidence review. An author finds the original derivation and validation studies, current guidelines and systematic reviews, and records why each source was chosen.',
          'Writing the definition. The author writes the tool as a versioned definition, with valid ranges for every input and reference examples taken from the published sources.',
          'Independent clinical review. A second clinician checks the definition, the wording and the interpretation of results. Disagreements go to the editor responsible for the area.',
          'Automated checks. Before release, every reference example must reproduce its published value exactly or within the stated tolerance.',
          'Approval and release. The responsible editor approves the tool, and it is published with its references, contributors, declarations of interest and version.',
        ],
      },
      {
        id: 'updates',
        heading: 'Keeping tools up to date',
        paragraphs: [
          'Each tool is reviewed at least once a year, and sooner when new evidence appears. Every change raises the version number and is recorded in the change log.',
          'Reports sent with the Feedback form are read by an editor. A confirmed error in a released tool is treated as urgent: the tool is corrected or withdrawn, and the change log says what changed.',
        ],
      },
      {
        id: 'independence',
        heading: 'Independence',
        paragraphs: [
          '{brand} does not accept advertising or industry funding for its content. Authors, reviewers and board members declare their interests, and nobody works on a tool where they have a relevant conflict.',
        ],
      },
    ],
  },
  es: {
    title: 'Dirección editorial',
    description: 'Quién dirige el contenido de {brand} y cómo se escribe, revisa, publica y actualiza cada herramienta.',
    intro: [
      'El consejo editorial es responsable de todo lo que publica {brand}: qué herramientas se elaboran, la evidencia en la que se basan y el nivel que cada una debe cumplir antes y después de su publicación.',
    ],
    contents: 'En esta página',
    boardHeading: 'Consejo editorial',
    boardIntro: 'Los miembros del consejo tienen mandatos renovables y declaran sus intereses cada año.',
    boardEmpty: [
      'Los nombres de los miembros del consejo aún no se publican en este sitio. Mientras tanto, esta página describe cómo se escribe, revisa y mantiene al día cada herramienta, y a quién dirigirse.',
      'La página de cada herramienta muestra el estado de su contenido: cuándo se revisó por última vez, cuándo toca la próxima revisión, qué se comprobó y con qué fuente, y las preguntas que siguen abiertas.',
    ],
    contactHeading: 'Contactar con los editores',
    contactConfigured: 'Escriba a los editores sobre errores, evidencia o el proceso editorial en {contact}. Un editor lee cada mensaje.',
    contactFeedback: 'Escriba a los editores sobre errores, evidencia o el proceso editorial con el formulario de comentarios, eligiendo «Error en el contenido» cuando corresponda. Un editor lee cada mensaje.',
    feedbackLink: 'Abrir el formulario de comentarios',
    roles: {
      editorInChief: { title: 'Editor jefe', duties: 'Responsabilidad final sobre el contenido y la publicación de cada herramienta.' },
      deputyEditor: { title: 'Editor adjunto', duties: 'Dirige el ciclo de revisión y la gestión de los avisos de errores.' },
      clinicalContentEditor: { title: 'Editor de contenido clínico', duties: 'Supervisa las calculadoras y puntuaciones de todas las especialidades.' },
      decisionAidEditor: { title: 'Editor de toma de decisiones compartida', duties: 'Supervisa las ayudas para decidir y su diseño conforme a IPDAS.' },
      methodsEditor: { title: 'Editor de evidencia y métodos', duties: 'Evalúa las fuentes, la estadística y los valores de prueba de referencia.' },
      patientPartner: { title: 'Representante de pacientes', duties: 'Revisa las ayudas para decidir en cuanto a claridad, equilibrio y lo que importa a los pacientes.' },
    },
    sections: [
      {
        id: 'process',
        heading: 'Nuestro proceso editorial',
        paragraphs: ['Todas las herramientas pasan por los mismos pasos antes de publicarse.'],
        list: [
          'Selección. El consejo elige los temas según la necesidad clínica, la solidez de la evidencia disponible y las peticiones de los usuarios.',
          'Revisión de la evidencia. Un autor localiza los estudios originales de derivación y validación, las guías vigentes y las revisiones sistemáticas, y anota por qué se eligió cada fuente.',
          'Redacción de la definición. El autor escribe la herramienta como una definición con versión, con intervalos válidos para cada dato y ejemplos de referencia tomados de las fuentes publicadas.',
          'Revisión clínica independiente. Un segundo profesional clínico comprueba la definición, la redacción y la interpretación de los resultados. Los desacuerdos los resuelve el editor responsable del área.',
          'Comprobaciones automáticas. Antes de publicarse, cada ejemplo de referencia debe reproducir su valor publicado de forma exacta o dentro de la tolerancia indicada.',
          'Aprobación y publicación. El editor responsable aprueba la herramienta, que se publica con sus referencias, colaboradores, declaraciones de intereses y versión.',
        ],
      },
      {
        id: 'updates',
        heading: 'Mantener las herramientas al día',
        paragraphs: [
          'Cada herramienta se revisa al menos una vez al año, y antes si aparece nueva evidencia. Cada cambio aumenta el número de versión y queda anotado en el registro de cambios.',
          'Un editor lee los avisos enviados con el formulario de comentarios. Un error confirmado en una herramienta publicada se trata como urgente: la herramienta se corrige o se retira, y el registro de cambios explica qué cambió.',
        ],
      },
      {
        id: 'independence',
        heading: 'Independencia',
        paragraphs: [
          '{brand} no acepta publicidad ni financiación de la industria para su contenido. Autores, revisores y miembros del consejo declaran sus intereses, y nadie trabaja en una herramienta en la que tenga un conflicto relevante.',
        ],
      },
    ],
  },
}
