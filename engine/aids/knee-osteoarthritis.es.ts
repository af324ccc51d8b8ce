import kneeAid from './knee-osteoarthritis.ts'
import { translateAid } from './translate.ts'

/** Spanish version of the knee osteoarthritis aid: same options, numbers and sources (decision 0022). */
const kneeAidEs = translateAid(kneeAid, {
  language: 'es',
  name: 'Artrosis de rodilla: cómo elegir el tratamiento',
  description:
    'Compara esperar y cuidarse uno mismo, el ejercicio y la fisioterapia, bajar de peso, los medicamentos (antiinflamatorios en pastillas o gel e inyecciones de corticoides) y el reemplazo de rodilla: alivio del dolor, riesgos, en qué consiste cada opción y la recuperación.',
  eligibility: 'Adultos con artrosis de rodilla dolorosa, diagnosticada por un profesional de salud, que están pensando qué hacer ahora.',
  competingInterests:
    'Ninguno declarado. Ningún autor ni revisor tiene un interés económico en ninguna de las opciones de esta ayuda. El desarrollo fue financiado en su totalidad por Consilium, sin financiación externa.',
  contributorRoles: ['Revisión de la evidencia, redacción y cifras', 'Revisión de la lectura y del lenguaje claro (sin participar en la redacción)'],
  definitions: [
    { term: 'Artrosis', definition: 'Desgaste del cartílago que recubre una articulación, que causa dolor y rigidez.' },
    { term: 'Cartílago', definition: 'La capa lisa y resistente que cubre los extremos de los huesos en una articulación.' },
    { term: 'AINE', definition: 'Medicamento antiinflamatorio para el dolor, como el ibuprofeno, el naproxeno o el diclofenaco.' },
    { term: 'Inyección de corticoides', definition: 'Un medicamento que calma la inflamación, inyectado dentro de la articulación.' },
    { term: 'Fisioterapeuta', definition: 'Profesional de salud que enseña ejercicios para aliviar el dolor y moverse mejor.' },
    { term: 'Reemplazo de rodilla', definition: 'Una operación que cambia las superficies gastadas de la articulación por piezas de metal y plástico.' },
  ],
  condition:
    'La artrosis de rodilla es el desgaste del revestimiento liso (cartílago) de la articulación. Causa dolor y rigidez, a menudo peores después de la actividad. Suele cambiar despacio, con temporadas mejores y peores.',
  decision: '¿Qué debo hacer con el dolor de rodilla por artrosis?',
  options: {
    watchful_waiting: { name: 'Esperar y vigilar, con cuidados propios' },
    exercise: { name: 'Ejercicio y fisioterapia' },
    weight_loss: { name: 'Bajar de peso' },
    medicines: {
      name: 'Medicamentos',
      parts: [
        { name: 'Antiinflamatorios en pastillas o gel (AINE)', description: 'Por ejemplo, pastillas de ibuprofeno o naproxeno, o gel de diclofenaco que se frota en la rodilla.' },
        { name: 'Inyección de corticoides', description: 'Una inyección de un corticoide dentro de la articulación de la rodilla.' },
      ],
    },
    knee_replacement: { name: 'Cirugía de reemplazo de rodilla' },
  },
  questions: [
    {
      question: '¿Me aliviará el dolor y me ayudará a moverme?',
      answers: {
        watchful_waiting:
          'El dolor suele subir y bajar. Muchas personas siguen más o menos igual durante un año. Los analgésicos sencillos, el calor y un bastón ayudan en los días malos.',
        exercise: 'Sí, a la mayoría. En un estudio, 68 de cada 100 personas que hicieron 12 semanas de ejercicio y consejos se sentían claramente mejor un año después.',
        weight_loss: 'Sí, si tiene sobrepeso. Bajar unas 10 de cada 100 libras que pesa alivia el dolor más que el ejercicio solo.',
        medicines:
          'Por un tiempo. Con un gel antiinflamatorio, unas 60 de cada 100 personas logran un buen alivio, frente a 50 de cada 100 con un gel sin medicamento. Una inyección de corticoides ayuda durante unas semanas.',
        knee_replacement:
          'Sí, a la mayoría de las personas con daño grave. En un estudio, 85 de cada 100 se sentían claramente mejor un año después. Unas 80 de cada 100 están contentas con su rodilla nueva.',
      },
    },
    {
      question: '¿Cuáles son los riesgos y los efectos secundarios?',
      answers: {
        watchful_waiting: 'No hay efectos secundarios de un tratamiento. El dolor y la rigidez pueden empeorar poco a poco.',
        exercise: 'Los músculos pueden doler las primeras semanas. Los daños graves son raros.',
        weight_loss: 'Pocos riesgos. Las dietas cuestan de mantener y el peso a menudo vuelve.',
        medicines:
          'Las pastillas pueden irritar el estómago, causar sangrados y afectar el corazón y los riñones, más con la edad. Los geles causan sobre todo irritación de la piel. Muchas inyecciones pueden desgastar la articulación.',
        knee_replacement:
          'En un estudio hubo 48 problemas graves, como coágulos de sangre o una rodilla rígida, por cada 100 personas operadas, frente a 12 por cada 100 que no se operaron.',
      },
    },
    {
      question: '¿Necesitaré más tratamiento después?',
      answers: {
        watchful_waiting: 'Tal vez. Puede probar cualquier otra opción en cualquier momento.',
        exercise: 'Algunas personas sí. En un estudio, 26 de cada 100 personas que empezaron con ejercicio se operaron de la rodilla en menos de un año.',
        weight_loss: 'Mantener el peso requiere cambios duraderos. La mayoría de las personas también hace ejercicio.',
        medicines: 'El alivio dura solo mientras los usa. Las inyecciones de corticoides suelen limitarse a unas pocas al año.',
        knee_replacement: 'Una rodilla nueva suele durar mucho tiempo. Unas 4 de cada 100 hay que volver a operarlas antes de 10 años.',
      },
    },
    {
      question: '¿En qué consiste?',
      answers: {
        watchful_waiting: 'Mantenerse activo, usar calor o frío y tomar analgésicos cuando haga falta. Su médico le revisa de vez en cuando.',
        exercise: 'Hacer ejercicio 2 o 3 veces por semana, en casa o en una clase, a menudo con un fisioterapeuta al principio.',
        weight_loss: 'Comer menos y moverse más, a menudo con la ayuda de un programa o de un dietista, durante varios meses.',
        medicines: 'Pastillas o gel cuando duele la rodilla. La inyección se pone en la consulta en pocos minutos.',
        knee_replacement: 'Una operación para cambiar las superficies gastadas de la articulación por piezas de metal y plástico. La mayoría pasa de 0 a 3 noches en el hospital.',
      },
    },
    {
      question: '¿Cuándo notaría un cambio?',
      answers: {
        watchful_waiting: 'No hay un cambio que esperar. Las crisis de dolor suelen calmarse en unas semanas.',
        exercise: 'Por lo general en 6 a 12 semanas, si no lo deja.',
        weight_loss: 'Con los meses, a medida que baja de peso.',
        medicines: 'Las pastillas y los geles en pocos días. La inyección en pocos días, y su efecto se pasa en semanas.',
        knee_replacement: 'La recuperación lleva de 3 a 6 meses, con ejercicios diarios. Muchas personas notan todo el beneficio al cabo de un año.',
      },
    },
  ],
  naturalFrequency: {
    timeFrame: 'en aproximadamente 1 año, salvo que la respuesta diga otra cosa',
    referenceClass: '100 personas con artrosis de rodilla dolorosa como la suya',
  },
  clinicalInformation: [
    {
      title: 'Las opciones se pueden combinar',
      body:
        'El ejercicio y, en personas con sobrepeso, bajar de peso son los primeros tratamientos que recomiendan las guías y se suman a cualquier otra opción. El reemplazo de rodilla es para el dolor y el daño graves cuando las demás opciones no han ayudado lo suficiente.',
    },
    {
      title: 'Lo que no se incluye',
      body:
        'El lavado o recorte de la rodilla por artroscopia y las inyecciones de ácido hialurónico o de plasma rico en plaquetas no se incluyen, porque las guías las desaconsejan o la evidencia es débil.',
    },
  ],
  uncertainty:
    'La mayoría de las cifras vienen de un solo estudio o de revisiones de estudios pequeños, así que el efecto real podría ser algo mayor o menor. Las personas de los estudios pueden ser distintas a usted. El estudio del reemplazo de rodilla fue pequeño (100 personas) y sus pacientes tenían artrosis grave.',
  updatePolicy:
    'Se revisa al menos cada 12 meses. Una guía nueva, un estudio grande nuevo o una alerta de seguridad sobre cualquier opción inicia una revisión de inmediato. Cada versión indica cuándo se publicó, cuándo se revisó por última vez y cuándo toca la próxima revisión.',
  funding:
    'Sin financiación externa: la creó y la pagó el equipo de contenido clínico de Consilium. Ningún fabricante de medicamentos o dispositivos la pagó ni la revisó.',
  neutralityStatement:
    'Esta ayuda no recomienda ninguna opción. Muestra lo que se sabe de cada una para que usted y su médico puedan compararlas con lo que más le importa a usted.',
})

export default kneeAidEs
