/**
 * BUR-CH art. 38 as catalogue entries: drawing, taking the discard pile or playing out of turn.
 *
 * Every numbered case of the text is an entry: A (1.A.x.x.x drawing, 1.B.x.x.x taking the pile
 * out of turn), B, C, D, and E (drawing or taking the pile after the pozzetto "in diretta").
 * The text's flow of questions (drawing or taking, whose turn it was, whether the offender
 * played, whether he discarded or saw the card) is the case itself: an entry asks only what is
 * left, first of all whether the next player had already begun ("l'irregolarità è superata").
 *
 * Art. 38 names no sanction for the record; art. 50 gives a richiamo for "aver giocato fuori
 * turno", which Tavolo records for cases A, B and C and not for D and E (see each note).
 */
import type { Effect, Entry, Question, RecordEffect, Ruling, RulingRule } from '../model.js';
import { STEP, t, ruling, yesNo } from './texts.js';

const CASE = {
  '1.A.1.1.1':
    '1.A.1.1.1 PESCA →IL TURNO DI GIOCO ERA DI UN GIOCATORE AVVERSARIO →IL COLPEVOLE HA FATTO GIOCO →HA PROVVEDUTO ALLO SCARTO: – al momento della contestazione, ma prima che il giocatore di turno abbia pescato, il giocatore colpevole deve riprendere in mano la carta scartata e posizionarla coperta alla sua destra per scartarla al suo successivo turno di gioco, senza fare ulteriori giochi; – l’ultimo gioco calato sarà penalizzato, mentre tutti gli altri giochi, impropriamente effettuati e/o calati, saranno congelati temporaneamente; – il giocatore colpevole dovrà riposizionare sopra il tallone una delle carte del proprio ventaglio e successivamente il giocatore di turno è libero di decidere se: o visionare e decidere di pescare la prima carta del tallone o raccogliere le carte dal monte scarti. o Dopo aver visionato la prima carta del tallone decidere di considerarla “carta bruciata” (non potrà nella fattispecie raccogliere dal monte scarti) e quindi successivamente: § Mostrarla a tutti, posizionarla sotto il tallone e pescare la carta successiva per poi continuare il gioco regolarmente. – Negli altri giri successivi, il giocatore colpevole potrà pescare o raccogliere e fare gioco, ma potrà chiudere solo il giro successivo allo scarto (secondo antinorma) dell’ultima carta penalizzata. Il proprio compagno invece, non potrà chiudere solo durante il giro in cui è avvenuta l’irregolarità. – Il gioco, dopo lo stop del colpevole, riprenderà con il giocatore che aveva diritto alla pesca. Se il giocatore in rotazione al colpevole inizia il gioco (pesca o raccoglie): l’irregolarità è superata e il gioco prosegue regolarmente.',
  '1.A.1.1.2':
    '1.A.1.1.2 PESCA →IL TURNO DI GIOCO ERA DI UN GIOCATORE AVVERSARIO →IL COLPEVOLE HA FATTO GIOCO →NON HA PROVVEDUTO ALLO SCARTO: – al momento della contestazione il giocatore colpevole deve interrompere il gioco; – l’ultimo gioco calato sarà penalizzato, mentre tutti gli altri giochi, impropriamente effettuati e/o calati, saranno congelati temporaneamente; – le carte componenti i giochi rimasti incompleti saranno tutte penalizzate e scartate secondo antinorma; – il giocatore colpevole dovrà riposizionare sopra il tallone una delle carte del proprio ventaglio e successivamente il giocatore di turno è libero di decidere se: o visionare e decidere di pescare la prima carta del tallone o raccogliere le carte dal monte scarti. o Dopo aver visionato la prima carta del tallone decidere di considerarla “carta bruciata” (non potrà nella fattispecie raccogliere dal monte scarti) e quindi successivamente: § Mostrarla a tutti, posizionarla sotto il tallone e pescare la carta successiva per poi continuare il gioco regolarmente. – Nei giri successivi, il giocatore colpevole potrà pescare o raccogliere e fare gioco, ma potrà chiudere solo il giro successivo allo scarto dell’ultima carta penalizzata. Il proprio compagno invece, non potrà chiudere solo durante il giro in cui è avvenuta l’irregolarità. – Il gioco, dopo lo stop del colpevole, riprenderà con il giocatore che aveva diritto alla pesca. Se il giocatore in rotazione al colpevole inizia il gioco (pesca o raccoglie): l’irregolarità è superata e il gioco prosegue regolarmente.',
  '1.A.1.2.1':
    '1.A.1.2.1 PESCA →IL TURNO DI GIOCO ERA DI UN GIOCATORE AVVERSARIO →IL COLPEVOLE NON HA FATTO GIOCO →NON HA VISTO LA CARTA PESCATA: – al momento della contestazione il giocatore colpevole deve interrompere il gioco; – deve riposizionare sul tallone la carta pescata; – il gioco prosegue regolarmente con la pesca o raccolta da parte del giocatore di turno; – dopo la giocata da parte del giocatore successivo al colpevole il primo giocatore componente la linea colpevole dovrà limitare il proprio gioco alla pesca e all’immediato scarto della carta pescata senza fare ulteriori giochi. Se il giocatore in rotazione al colpevole inizia il gioco (pesca o raccoglie): l’irregolarità è superata e il gioco prosegue regolarmente.',
  '1.A.1.2.2':
    '1.A.1.2.2. PESCA →IL TURNO DI GIOCO ERA DI UN GIOCATORE AVVERSARIO →IL COLPEVOLE NON HA FATTO GIOCO → HA O PUO’ AVER VISTO LA CARTA PESCATA: – al momento della contestazione il giocatore colpevole deve interrompere il gioco; – deve riposizionare sul tallone la carta pescata e successivamente il giocatore di turno è libero di decidere se: o visionare e decidere di pescare la prima carta del tallone o raccogliere le carte dal monte scarti. o Dopo aver visionato la prima carta del tallone decidere di considerarla “carta bruciata” (non potrà nella fattispecie raccogliere dal monte scarti) e quindi successivamente: § Mostrarla a tutti, posizionarla sotto il tallone e pescare la carta successiva per poi continuare il gioco regolarmente. – dopo la giocata da parte del giocatore successivo al colpevole il primo giocatore componente la linea colpevole dovrà limitare il proprio gioco alla pesca e all’immediato scarto della carta pescata senza fare ulteriori giochi. Se il giocatore in rotazione al colpevole inizia il gioco (pesca o raccoglie): l’irregolarità è superata e il gioco prosegue regolarmente.',
  '1.A.2.1.1':
    '1.A.2.1.1. PESCA →IL TURNO DI GIOCO ERA DEL COMPAGNO DEL GIOCATORE COLPEVOLE →IL COLPEVOLE HA FATTO GIOCO → NON HA ANCORA SCARTATO: – al momento della contestazione il giocatore colpevole deve interrompere il gioco; – l’ultimo gioco calato sarà penalizzato, mentre tutti gli altri giochi, impropriamente effettuati e/o calati, saranno congelati temporaneamente; – le carte componenti i giochi rimasti incompleti saranno tutte penalizzate e scartate secondo antinorma; – il colpevole riposiziona una delle carte del proprio ventaglio sopra il tallone e detta carta diventa “carta penalizzata per la coppia”, il proprio compagno è costretto a prenderla e scartarla senza fare ulteriori giochi. – Il gioco proseguirà poi regolarmente. Se il giocatore in rotazione al colpevole inizia il gioco (pesca o raccoglie): l’irregolarità è superata e il gioco prosegue regolarmente.',
  '1.A.2.1.2':
    '1.A.2.1.2. PESCA →IL TURNO DI GIOCO ERA DEL COMPAGNO DEL GIOCATORE COLPEVOLE →IL COLPEVOLE HA FATTO GIOCO → HA PROVVEDUTO ALLO SCARTO: – al momento della contestazione, ma prima che il giocatore di turno abbia pescato, il giocatore colpevole deve riprendere in mano la carta scartata e posizionarla coperta alla sua destra per scartarla al suo successivo turno di gioco, senza fare ulteriori giochi; – l’ultimo gioco calato sarà penalizzato, mentre tutti gli altri giochi, impropriamente effettuati e/o calati, saranno congelati temporaneamente; – le carte componenti i giochi rimasti incompleti saranno tutte penalizzate e scartate secondo antinorma; – il colpevole riposiziona una delle carte del proprio ventaglio sopra il tallone e detta carta diventa “carta penalizzata per la coppia”, il proprio compagno è costretto a prenderla e scartarla senza fare ulteriori giochi. – il compagno del giocatore colpevole, al proprio turno di gioco, dovrà limitarsi a pescare dal tallone e scartare la carta pescata senza fare ulteriori giochi. Non potrà chiudere dovendo scontare la penalità. Se il giocatore in rotazione al colpevole inizia il gioco (pesca o raccoglie): l’irregolarità è superata e il gioco prosegue regolarmente.',
  '1.A.2.2.1':
    '1.A.2.2.1. PESCA →IL TURNO DI GIOCO ERA DEL COMPAGNO DEL GIOCATORE COLPEVOLE →IL COLPEVOLE NON HA FATTO GIOCO → NON HA VISTO LA CARTA PESCATA: – al momento della contestazione il giocatore colpevole deve interrompere il gioco; – deve riposizionare la carta pescata al suo posto, che diventa “carta penalizzata per la coppia”, ed il compagno è costretto a prenderla e a scartarla senza fare ulteriori giochi, né ovviamente chiudere dovendo scontare la penalità prevista. – Il gioco proseguirà poi regolarmente. Se il giocatore in rotazione al colpevole inizia il gioco (pesca o raccoglie): l’irregolarità è superata e il gioco prosegue regolarmente.',
  '1.A.2.2.2':
    '1.A.2.2.2. PESCA →IL TURNO DI GIOCO ERA DEL COMPAGNO DEL GIOCATORE COLPEVOLE →IL COLPEVOLE NON HA FATTO GIOCO → HA O PUO’ AVER VISTO LA CARTA PESCATA: – al momento della contestazione il giocatore colpevole deve interrompere il gioco; – deve riposizionare la carta pescata al suo posto, che diventa “carta penalizzata per la coppia”, ed il compagno è costretto a prenderla e a scartarla senza fare ulteriori giochi, né ovviamente chiudere dovendo scontare la penalità prevista. – Il gioco proseguirà poi regolarmente. Se il giocatore in rotazione al colpevole inizia il gioco (pesca o raccoglie): l’irregolarità è superata e il gioco prosegue regolarmente.',
  '1.B.1.1.1':
    '1.B.1.1.1. RACCOLTA →IL TURNO DI GIOCO ERA DI UN GIOCATORE AVVERSARIO →IL COLPEVOLE HA FATTO GIOCO →HA PROVVEDUTO ALLO SCARTO: – al momento della contestazione, ma prima che il giocatore di turno abbia pescato, il giocatore colpevole deve riprendere in mano la carta scartata e posizionarla coperta alla sua destra per scartarla al suo successivo turno di gioco, senza fare ulteriori giochi; – l’Arbitro farà ripristinare il monte scarti; – le carte componenti i giochi rimasti incompleti dopo il ripristino del monte degli scarti saranno tutte penalizzate; – tutti gli altri giochi, impropriamente effettuati e/o calati, saranno congelati temporaneamente; – al proprio turno di gioco il giocatore colpevole si limiterà a pescare una carta dal tallone e a scartare la carta scartata in precedenza; – Nei giri successivi, il giocatore colpevole potrà pescare o raccogliere e fare gioco, ma potrà chiudere solo il giro successivo allo scarto dell’ultima carta penalizzata. Il proprio compagno invece, non potrà chiudere solo durante il giro in cui è avvenuta l’irregolarità. Se il giocatore in rotazione al colpevole inizia il gioco (pesca o raccoglie): l’irregolarità è superata e il gioco prosegue regolarmente.',
  '1.B.1.1.2':
    '1.B.1.1.2. RACCOLTA →IL TURNO DI GIOCO ERA DI UN GIOCATORE AVVERSARIO →IL COLPEVOLE HA FATTO GIOCO →NON HA ANCORA SCARTATO: – al momento della contestazione il giocatore colpevole deve interrompere il gioco; – l’Arbitro farà ripristinare il monte scarti; – le carte componenti i giochi rimasti incompleti dopo il ripristino del monte degli scarti saranno tutte penalizzate; – tutti gli altri giochi, impropriamente effettuati e/o calati, saranno congelati temporaneamente; – al proprio turno il giocatore colpevole limiterà il suo gioco alla pesca e allo scarto, secondo antinorma, di una delle carte penalizzate o , in loro assenza, della carta pescata. – Nei giri successivi, il giocatore colpevole potrà pescare o raccogliere e fare gioco, ma potrà chiudere solo il giro successivo allo scarto dell’ultima carta penalizzata. Il proprio compagno invece, non potrà chiudere solo durante il giro in cui è avvenuta l’irregolarità. Se il giocatore in rotazione al colpevole inizia il gioco (pesca o raccoglie): l’irregolarità è superata e il gioco prosegue regolarmente.',
  '1.B.1.2':
    '1.B.1.2. RACCOLTA →IL TURNO DI GIOCO ERA DI UN GIOCATORE AVVERSARIO →IL COLPEVOLE NON HA FATTO GIOCO: – al momento della contestazione il giocatore colpevole deve interrompere il gioco; – l’Arbitro farà ripristinare il monte scarti; – il più prossimo al gioco, colpevole o compagno del giocatore colpevole, al proprio turno di gioco, dovrà limitarsi a pescare dal tallone e scartare la carta pescata senza fare ulteriori giochi. Non potrà chiudere dovendo scontare la penalità. Se il giocatore in rotazione al colpevole inizia il gioco (pesca o raccoglie): l’irregolarità è superata e il gioco prosegue regolarmente.',
  '1.B.2.1.1':
    '1.B.2.1.1. RACCOLTA →IL TURNO DI GIOCO ERA DEL COMPAGNO DEL GIOCATORE COLPEVOLE →IL COLPEVOLE HA FATTO GIOCO →HA PROVVEDUTO ALLO SCARTO: – al momento della contestazione, ma prima che il giocatore di turno abbia pescato, il giocatore colpevole deve riprendere in mano la carta scartata e posizionarla coperta alla sua destra per scartarla al suo successivo turno di gioco, senza fare ulteriori giochi; – l’Arbitro farà ripristinare il monte scarti; – l’ultimo gioco calato sarà penalizzato, mentre tutti gli altri giochi, impropriamente effettuati e/o calati, saranno congelati temporaneamente; – le carte componenti i giochi rimasti incompleti dopo il ripristino del monte degli scarti saranno tutte penalizzate; – al proprio turno il giocatore colpevole limiterà il suo gioco alla pesca o alla raccolta e allo scarto, secondo antinorma, di una delle carte penalizzate. – Nei giri successivi, il giocatore colpevole potrà pescare o raccogliere e fare gioco, ma potrà chiudere solo il giro successivo allo scarto dell’ultima carta penalizzata. Il proprio compagno invece, non potrà chiudere solo durante il giro in cui è avvenuta l’irregolarità. – il compagno del giocatore colpevole, al proprio turno di gioco, dovrà limitarsi a pescare dal tallone e a scartare la carta pescata senza fare ulteriori giochi (gli eventuali giochi calati saranno congelati temporaneamente). Non potrà chiudere dovendo scontare la penalità. Se il giocatore in rotazione al colpevole inizia il gioco (pesca o raccoglie): l’irregolarità è superata e il gioco prosegue regolarmente.',
  '1.B.2.1.2':
    '1.B.2.1.2. RACCOLTA →IL TURNO DI GIOCO ERA DEL COMPAGNO DEL GIOCATORE COLPEVOLE →IL COLPEVOLE HA FATTO GIOCO →NON HA ANCORA SCARTATO: – al momento della contestazione il giocatore colpevole deve interrompere il gioco; – l’Arbitro farà ripristinare il monte scarti; – l’ultimo gioco calato sarà penalizzato, mentre tutti gli altri giochi, impropriamente effettuati e/o calati, saranno congelati temporaneamente; – le carte componenti i giochi rimasti incompleti dopo il ripristino del monte degli scarti saranno tutte penalizzate; – al proprio turno il giocatore colpevole limiterà il suo gioco alla pesca o alla raccolta e allo scarto, secondo antinorma, di una delle carte penalizzate. – Nei giri successivi, il giocatore colpevole potrà pescare o raccogliere e fare gioco, ma potrà chiudere solo il giro successivo allo scarto dell’ultima carta penalizzata. Il proprio compagno invece, non potrà chiudere solo durante il giro in cui è avvenuta l’irregolarità. – il compagno del giocatore colpevole, al proprio turno di gioco, dovrà limitarsi a pescare dal tallone e scartare una carta senza fare ulteriori giochi (gli eventuali giochi calati saranno congelati temporaneamente). Non potrà chiudere dovendo scontare la penalità. Se il giocatore in rotazione al colpevole inizia il gioco (pesca o raccoglie): l’irregolarità è superata e il gioco prosegue regolarmente.',
  '1.B.2.2':
    '1.B.2.2. RACCOLTA →IL TURNO DI GIOCO ERA DEL COMPAGNO DEL GIOCATORE COLPEVOLE →IL COLPEVOLE NON HA FATTO GIOCO: – al momento della contestazione il giocatore colpevole deve interrompere il gioco; – l’Arbitro farà ripristinare il monte scarti; – il compagno del giocatore colpevole, al proprio turno di gioco, dovrà limitarsi a pescare dal tallone e a scartare la carta pescata senza fare ulteriori giochi. Non potrà chiudere dovendo scontare la penalità. Se il giocatore in rotazione al colpevole inizia il gioco (pesca o raccoglie): l’irregolarità è superata e il gioco prosegue regolarmente.',
  B: 'B) Un giocatore gioca fuori turno senza pescare o raccogliere carte. – al momento della contestazione il giocatore colpevole dovrà interrompere il gioco: – l’ultimo gioco calato sarà penalizzato, mentre tutti gli altri giochi, impropriamente calati saranno congelati temporaneamente. Al “proprio turno” il giocatore colpevole limiterà il suo gioco alla “pesca” e allo scarto di una delle carte penalizzate. – Nei giri successivi, il giocatore colpevole potrà pescare o raccogliere e fare gioco, ma potrà chiudere solo il giro successivo allo scarto dell’ultima carta penalizzata. Il proprio compagno invece, non potrà chiudere solo durante il giro in cui è avvenuta l’irregolarità. Se il giocatore in rotazione al colpevole inizia il gioco (pesca o raccoglie): l’irregolarità è superata e il gioco prosegue regolarmente.',
  C: 'C) Un giocatore effettua il gioco subito dopo lo scarto o subito dopo aver lasciato sul tavolo una delle carte raccolte dal monte degli scarti, ma prima che il suo avversario abbia pescato. – tutti i giochi calati dopo lo scarto o dopo aver lasciato la carta sul tavolo, saranno congelati temporaneamente . – Al successivo “proprio turno” il giocatore colpevole dovrà pescare dal tallone e scartare la carta pescata senza poter fare gioco. – Qualora con questa giocata errata: o Avesse chiuso; rinvierà la chiusura al giro successivo, dopo aver regolarmente pescato e giocato; o Fosse andato a pozzetto; al proprio turno dovrà pescare e scartare la carta pescata senza poter giocare il pozzetto, che potrà essere giocato solo durante il giro successivo. Il proprio compagno invece non potrà chiudere solo durante il giro in cui è avvenuta l’irregolarità.',
  D: 'D) Un giocatore continua a giocare malgrado sia stato chiamato l’Arbitro. – Le carte calate successivamente alla chiamata dell’arbitro, saranno tutte congelate temporaneamente. – Il giocatore colpevole dovrà sospendere il gioco e per quel giro non potrà chiudere; anche il proprio compagno non potrà chiudere durante il giro in cui è avvenuta l’irregolarità.',
  E: 'E) Un giocatore va a pozzetto in diretta, ma pesca o raccoglie. Se un giocatore, dopo essere andato a pozzetto in diretta, pesca dal tallone o raccoglie dal monte degli scarti, si dovrà valutare:',
  'E 1.1':
    '1.1 PESCA →IL GIOCATORE COLPEVOLE NON HA FATTO GIOCO →HA PESCATO MA NON HA GUARDATO LA CARTA: – Al momento della contestazione il giocatore dovrà interrompere il gioco; – Dovrà riposizionare la carta pescata sul tallone; – Limiterà il successivo gioco allo scarto di una delle carte del pozzetto appena preso; – Nel giro successivo, il gioco proseguirà regolarmente; – La linea colpevole non potrà chiudere solo durante il giro in cui è avvenuta l’irregolarità. Nel caso in cui tutti gli errori di cui sopra fossero rilevati dopo che il giocatore successivo al giocatore colpevole ha fatto gioco, l’irregolarità sarà considerata superata ed il gioco proseguirà regolarmente.',
  'E 1.2':
    '1.2 PESCA →IL GIOCATORE COLPEVOLE NON HA FATTO GIOCO →HA PESCATO E HA GUARDATO, O SI PRESUME ABBIA GUARDATO, LA CARTA PESCATA: – Al momento della contestazione il giocatore dovrà interrompere il gioco; – deve riposizionare sul tallone la carta pescata e successivamente il giocatore di turno è libero di decidere se: o Visionare e decidere di pescare la prima carta del tallone o raccogliere le carte dal monte scarti. o Dopo aver visionato la prima carta del tallone decidere di considerarla “carta bruciata” (non potrà nella fattispecie raccogliere dal monte scarti) e quindi successivamente: § Mostrarla a tutti, posizionarla sotto il tallone e pescare la carta successiva per poi continuare il gioco regolarmente. – Limiterà il successivo gioco allo scarto di una delle carte del pozzetto appena preso; – La linea colpevole non potrà chiudere solo durante il giro in cui è avvenuta l’irregolarità. o Nel caso in cui il giocatore “non ricordasse” la carta pescata o gli avversari non fossero certi che la carta riposizionata sul tallone non sia la carta pescata, l’Arbitro farà ricollocare sul tallone una carta scelta a caso dal ventaglio del colpevole dall’avversario prossimo al gioco. Nel caso in cui tutti gli errori di cui sopra fossero rilevati dopo che il giocatore successivo al giocatore colpevole ha fatto gioco, l’irregolarità sarà considerata superata ed il gioco proseguirà regolarmente.',
  'E 2.1':
    '2.1 PESCA →IL GIOCATORE COLPEVOLE HA FATTO GIOCO →LIMITA IL GIOCO AL SOLO SCARTO: – al momento della contestazione, ma prima che il giocatore di turno abbia pescato, il giocatore colpevole deve riposizionare sul tallone la carta pescata e nel caso in cui il giocatore “non ricordasse” la carta pescata o gli avversari non fossero certi che la carta riposizionata sul tallone non sia la carta pescata, l’Arbitro farà ricollocare sul tallone una carta scelta a caso dal ventaglio del colpevole dall’avversario prossimo al gioco. – Al successivo turno di gioco il giocatore avversario, dopo aver visionato la prima carta sul tallone, sarà libero di: o visionare e decidere di pescare la prima carta del tallone o raccogliere le carte dal monte scarti. o Dopo aver visionato la prima carta del tallone decidere di considerarla “carta bruciata” (non potrà nella fattispecie raccogliere dal monte scarti) e quindi successivamente: § Mostrarla a tutti, posizionarla sotto il tallone e pescare la carta successiva per poi continuare il gioco regolarmente. – al proprio turno di gioco il compagno del giocatore colpevole può fare regolarmente gioco ma non potrà chiudere dovendo scontare la penalità per l’infrazione commessa dal compagno. Nel caso in cui tutti gli errori di cui sopra fossero rilevati dopo che il giocatore successivo al giocatore colpevole ha fatto gioco, l’irregolarità sarà considerata superata ed il gioco proseguirà regolarmente.',
  'E 2.2':
    '2.2 PESCA →IL GIOCATORE COLPEVOLE HA FATTO GIOCO →PESCA LA CARTA DAL TALLONE E FA’ ULTERIORI GIOCHI: – Al momento della contestazione il giocatore dovrà interrompere il gioco; – Dovrà riposizionare la carta pescata sul tallone; – Tutti i giochi impropriamente calati saranno congelati temporaneamente; – Le carte componenti i giochi rimasti incompleti, dopo il ripristino del tallone, saranno penalizzate e dovranno essere scartate, secondo antinorma, nei turni successivi; – Nei giri successivi, il giocatore colpevole, potrà pescare o raccogliere e fare gioco, rispettando sempre lo scarto delle carte penalizzate, ma potrà chiudere solo durante il giro successivo allo scarto dell’ultima carta penalizzata. Il proprio compagno invece non potrà chiudere solo durante il giro in cui è avvenuta l’irregolarità; – Al successivo turno di gioco il giocatore avversario, dopo aver visionato la prima carta sul tallone, sarà libero di: o visionare e decidere di pescare la prima carta del tallone o raccogliere le carte dal monte scarti. o Dopo aver visionato la prima carta del tallone decidere di considerarla “carta bruciata” (non potrà nella fattispecie raccogliere dal monte scarti) e quindi successivamente: § Mostrarla a tutti, posizionarla sotto il tallone e pescare la carta successiva per poi continuare il gioco regolarmente. – Nel caso in cui il giocatore “non ricordasse” la carta pescata o gli avversari non fossero certi che la carta riposizionata sul tallone non sia la carta pescata, l’Arbitro farà ricollocare sul tallone una carta scelta a caso dal ventaglio del colpevole dall’avversario prossimo al gioco. Nel caso in cui tutti gli errori di cui sopra fossero rilevati dopo che il giocatore successivo al giocatore colpevole ha fatto gioco, l’irregolarità sarà considerata superata ed il gioco proseguirà regolarmente.',
  'E B.1.1':
    'B.1.1 RACCOLTA →IL GIOCATORE COLPEVOLE NON HA FATTO GIOCO →HA PROVVEDUTO SOLO ALLO SCARTO: – Al momento della contestazione il giocatore dovrà interrompere il gioco; – Dovrà ripristinare nel monte scarti le carte raccolte; – Se la carta scartata è una delle carte raccolte dal monte scarti dovrà provvedere allo scarto di una delle carte del proprio ventaglio; – Nel giro successivo, il gioco proseguirà regolarmente; – Al suo turno di gioco il compagno del giocatore colpevole potrà pescare ma non raccogliere essendogli vietato di fare ulteriori giochi né chiudere dovendo scontare la penalità per l’infrazione commessa dalla linea. Nel caso in cui tutti gli errori di cui sopra fossero rilevati dopo che il giocatore successivo al giocatore colpevole ha fatto gioco, l’irregolarità sarà considerata superata ed il gioco proseguirà regolarmente.',
  'E B.1.2':
    'B.1.2 RACCOLTA →IL GIOCATORE COLPEVOLE NON HA FATTO GIOCO →NON HA ANCORA SCARTATO: – Al momento della contestazione il giocatore dovrà interrompere il gioco; – Dovrà ripristinare nel monte scarti le carte raccolte; – dovrà provvedere allo scarto di una delle carte del proprio ventaglio; – Nel giro successivo, il gioco proseguirà regolarmente; – Al suo turno di gioco il compagno del giocatore colpevole potrà pescare ma non raccogliere essendogli vietato di fare ulteriori giochi né chiudere dovendo scontare la penalità per l’infrazione commessa dalla linea. Nel caso in cui tutti gli errori di cui sopra fossero rilevati dopo che il giocatore successivo al giocatore colpevole ha fatto gioco, l’irregolarità sarà considerata superata ed il gioco proseguirà regolarmente.',
  'E B.2.1':
    'B.2.1 RACCOLTA →IL GIOCATORE COLPEVOLE HA FATTO GIOCO →NON HA ANCORA SCARTATO: – Al momento della contestazione il giocatore dovrà interrompere il gioco; – Dovrà riposizionare le carte raccolte dal monte degli scarti; – Provvedere allo scarto di una delle carte del proprio ventaglio; – Tutti i giochi impropriamente calati saranno congelati temporaneamente; – Le carte componenti i giochi rimasti incompleti, dopo il ripristino del monte scarti, saranno penalizzate e dovranno essere scartate, secondo antinorma, nei turni successivi; – Nei giri successivi, il giocatore colpevole, potrà pescare o raccogliere e fare gioco, rispettando sempre lo scarto delle carte penalizzate, ma potrà chiudere solo durante il giro successivo allo scarto dell’ultima carta penalizzata. Il proprio compagno invece non potrà chiudere solo durante il giro in cui è avvenuta l’irregolarità; Nel caso in cui tutti gli errori di cui sopra fossero rilevati dopo che il giocatore successivo al giocatore colpevole ha fatto gioco, l’irregolarità sarà considerata superata ed il gioco proseguirà regolarmente.',
  'E B.2.2':
    'B.2.2 RACCOLTA →IL GIOCATORE COLPEVOLE HA FATTO GIOCO →HA PROVVEDUTO ALLO SCARTO: – Al momento della contestazione il giocatore dovrà interrompere il gioco; – Dovrà riposizionare le carte raccolte dal monte degli scarti; – Se la carta scartata è una delle carte raccolte dal monte scarti dovrà provvedere allo scarto di una delle carte del proprio ventaglio; – Tutti i giochi impropriamente calati saranno congelati temporaneamente; – Le carte componenti i giochi rimasti incompleti, dopo il ripristino del monte scarti, saranno penalizzate e dovranno essere scartate, secondo norma, nei turni successivi; – Nei giri successivi, il giocatore colpevole, potrà pescare o raccogliere e fare gioco, rispettando sempre lo scarto delle carte penalizzate, ma potrà chiudere solo durante il giro successivo allo scarto dell’ultima carta penalizzata. Il proprio compagno invece non potrà chiudere solo durante il giro in cui è avvenuta l’irregolarità; Nel caso in cui tutti gli errori di cui sopra fossero rilevati dopo che il giocatore successivo al giocatore colpevole ha fatto gioco, l’irregolarità sarà considerata superata ed il gioco proseguirà regolarmente.',
} as const;

const fx = {
  turnEnds: { kind: 'turn-ends' },
  penaltyCards: { kind: 'penalty-cards' },
  frozen: { kind: 'meld-frozen', until: 'next-turn' },
  drawDiscard: { kind: 'draw-and-discard-only' },
  noCloseServed: { kind: 'no-close-until-penalties-served' },
  partnerNoClose: { kind: 'partner-no-close-this-round' },
  closingVoid: { kind: 'closing-void' },
  burned: { kind: 'card-burned' },
  restore: { kind: 'restore' },
  playContinues: { kind: 'play-continues' },
  noPenalty: { kind: 'no-penalty' },
  lineNoClose: { kind: 'line-no-close-this-round' },
  opponentChooses: { kind: 'opponent-chooses' },
  cardToStock: { kind: 'card-to-stock' },
  cardBackToHand: { kind: 'card-back-to-hand' },
  noPozzettoInDiretta: { kind: 'no-pozzetto-in-diretta' },
} as const satisfies Record<string, Effect>;

/** Art. 50: "Richiamo ufficiale nei confronti del giocatore ... per: ... aver giocato fuori turno". */
const CAUTION: readonly RecordEffect[] = [{ kind: 'caution' }];
const NONE: readonly RecordEffect[] = [];

const entry38 = (rest: Omit<Entry, 'game' | 'source' | 'article'>): Entry => ({
  game: 'burraco',
  source: 'BUR-CH',
  article: 38,
  ...rest,
});

// ---------------------------------------------------------------------------------------------
// The sentences quoted more than once.

const Q = {
  SUPERSEDED:
    'Se il giocatore in rotazione al colpevole inizia il gioco (pesca o raccoglie): l’irregolarità è superata e il gioco prosegue regolarmente.',
  SUPERSEDED_E:
    'Nel caso in cui tutti gli errori di cui sopra fossero rilevati dopo che il giocatore successivo al giocatore colpevole ha fatto gioco, l’irregolarità sarà considerata superata ed il gioco proseguirà regolarmente.',
  STOP: 'al momento della contestazione il giocatore colpevole deve interrompere il gioco;',
  RETAKE:
    'al momento della contestazione, ma prima che il giocatore di turno abbia pescato, il giocatore colpevole deve riprendere in mano la carta scartata e posizionarla coperta alla sua destra per scartarla al suo successivo turno di gioco, senza fare ulteriori giochi;',
  LAST_PENALISED:
    'l’ultimo gioco calato sarà penalizzato, mentre tutti gli altri giochi, impropriamente effettuati e/o calati, saranno congelati temporaneamente;',
  INCOMPLETE:
    'le carte componenti i giochi rimasti incompleti saranno tutte penalizzate e scartate secondo antinorma;',
  INCOMPLETE_PILE:
    'le carte componenti i giochi rimasti incompleti dopo il ripristino del monte degli scarti saranno tutte penalizzate;',
  CARD_ON_STOCK:
    'il giocatore colpevole dovrà riposizionare sopra il tallone una delle carte del proprio ventaglio e successivamente il giocatore di turno è libero di decidere se:',
  BURN: 'Dopo aver visionato la prima carta del tallone decidere di considerarla “carta bruciata” (non potrà nella fattispecie raccogliere dal monte scarti) e quindi successivamente: § Mostrarla a tutti, posizionarla sotto il tallone e pescare la carta successiva per poi continuare il gioco regolarmente.',
  LATER_ROUNDS:
    'Nei giri successivi, il giocatore colpevole potrà pescare o raccogliere e fare gioco, ma potrà chiudere solo il giro successivo allo scarto dell’ultima carta penalizzata. Il proprio compagno invece, non potrà chiudere solo durante il giro in cui è avvenuta l’irregolarità.',
  RESUME:
    'Il gioco, dopo lo stop del colpevole, riprenderà con il giocatore che aveva diritto alla pesca.',
  FIRST_OF_LINE:
    'dopo la giocata da parte del giocatore successivo al colpevole il primo giocatore componente la linea colpevole dovrà limitare il proprio gioco alla pesca e all’immediato scarto della carta pescata senza fare ulteriori giochi.',
  COUPLE_CARD:
    'il colpevole riposiziona una delle carte del proprio ventaglio sopra il tallone e detta carta diventa “carta penalizzata per la coppia”, il proprio compagno è costretto a prenderla e scartarla senza fare ulteriori giochi.',
  COUPLE_DRAWN:
    'deve riposizionare la carta pescata al suo posto, che diventa “carta penalizzata per la coppia”, ed il compagno è costretto a prenderla e a scartarla senza fare ulteriori giochi, né ovviamente chiudere dovendo scontare la penalità prevista.',
  RESTORE_PILE: 'l’Arbitro farà ripristinare il monte scarti;',
  PARTNER_DRAW_DISCARD:
    'il compagno del giocatore colpevole, al proprio turno di gioco, dovrà limitarsi a pescare dal tallone e a scartare la carta pescata senza fare ulteriori giochi. Non potrà chiudere dovendo scontare la penalità.',
  E_NOT_REMEMBERED:
    'Nel caso in cui il giocatore “non ricordasse” la carta pescata o gli avversari non fossero certi che la carta riposizionata sul tallone non sia la carta pescata, l’Arbitro farà ricollocare sul tallone una carta scelta a caso dal ventaglio del colpevole dall’avversario prossimo al gioco.',
  E_LINE_NO_CLOSE:
    'La linea colpevole non potrà chiudere solo durante il giro in cui è avvenuta l’irregolarità.',
  E_POZZETTO_DISCARD:
    'Limiterà il successivo gioco allo scarto di una delle carte del pozzetto appena preso;',
  E_PILE_BACK_DISCARD:
    'Se la carta scartata è una delle carte raccolte dal monte scarti dovrà provvedere allo scarto di una delle carte del proprio ventaglio;',
  E_PARTNER:
    'Al suo turno di gioco il compagno del giocatore colpevole potrà pescare ma non raccogliere essendogli vietato di fare ulteriori giochi né chiudere dovendo scontare la penalità per l’infrazione commessa dalla linea.',
  E_LATER_ROUNDS:
    'Nei giri successivi, il giocatore colpevole, potrà pescare o raccogliere e fare gioco, rispettando sempre lo scarto delle carte penalizzate, ma potrà chiudere solo durante il giro successivo allo scarto dell’ultima carta penalizzata. Il proprio compagno invece non potrà chiudere solo durante il giro in cui è avvenuta l’irregolarità;',
} as const;

// ---------------------------------------------------------------------------------------------
// The steps said more than once.

const S = {
  stop: t('Il colpevole interrompe subito il gioco.', 'The offender stops playing at once.'),
  retake: t(
    'Il colpevole riprende in mano la carta scartata e la mette coperta alla sua destra: la scarterà al suo prossimo turno, senza fare altri giochi.',
    'The offender takes back the card he discarded and puts it face down on his right: he discards it at his next turn, with no other play.',
  ),
  lastPenalised: t(
    'L’ultimo gioco calato è penalizzato: le sue carte diventano carte penalizzate, da scartare secondo antinorma (dalla più bassa alla più alta), una per giro.',
    'The last meld laid down is penalised: its cards become penalty cards, discarded lowest first, one a round.',
  ),
  othersFrozen: t(
    'Tutti gli altri giochi fatti o calati impropriamente sono congelati temporaneamente: per un giro nessuno vi lega carte.',
    'Every other play made out of turn is frozen for one round: nobody lays off on it.',
  ),
  incomplete: t(
    'Le carte dei giochi rimasti incompleti sono tutte penalizzate e scartate secondo antinorma.',
    'The cards of any meld left incomplete all become penalty cards, discarded lowest first.',
  ),
  incompletePile: t(
    'Le carte dei giochi rimasti incompleti dopo il ripristino del monte degli scarti sono tutte penalizzate.',
    'The cards of any meld left incomplete once the pile is restored all become penalty cards.',
  ),
  cardOnStock: t(
    'Il colpevole rimette sopra il tallone una carta a sua scelta del proprio ventaglio.',
    'The offender puts a card of his choice from his hand on top of the stock.',
  ),
  drawnOnStock: t(
    'Il colpevole rimette sul tallone la carta pescata.',
    'The offender puts the card he drew back on the stock.',
  ),
  burn: t(
    'Il giocatore di turno guarda la prima carta del tallone e sceglie: pescarla, raccogliere il monte degli scarti, oppure dichiararla “carta bruciata” (e allora non può raccogliere): la mostra a tutti, la mette sotto il tallone e pesca la carta successiva.',
    'The player whose turn it is looks at the top card of the stock and chooses: draw it, take the discard pile, or call it a “burned card” (and then he may not take the pile): he shows it to all, puts it under the stock and draws the next card.',
  ),
  laterRounds: t(
    'Nei giri successivi il colpevole può pescare o raccogliere e fare gioco, ma deve scartare le carte penalizzate e può chiudere solo nel giro successivo allo scarto dell’ultima.',
    'In the following rounds the offender may draw or take the pile and play, but must discard his penalty cards and may close only in the round after the last one is discarded.',
  ),
  partnerNoClose: STEP.partnerNoClose,
  resume: t(
    'Il gioco riprende dal giocatore che aveva diritto alla pesca.',
    'Play resumes with the player who was entitled to draw.',
  ),
  restorePile: t(
    'L’arbitro fa ripristinare il monte degli scarti com’era prima della raccolta.',
    'The arbitro has the discard pile restored as it was before it was taken.',
  ),
  firstOfLine: t(
    'Dopo la giocata del giocatore successivo al colpevole, il primo giocatore della linea colpevole si limita a pescare e a scartare subito la carta pescata, senza altri giochi.',
    'After the next player has played, the first player of the offending line only draws and at once discards the card drawn, with no other play.',
  ),
  coupleCard: t(
    'Quella carta diventa “carta penalizzata per la coppia”: il compagno, al suo turno, è costretto a prenderla e a scartarla senza fare altri giochi, e non può chiudere.',
    'That card becomes a “penalty card for the pair”: the partner, on his turn, must take it and discard it with no other play, and may not close.',
  ),
  penaltyFirst: t(
    'Al suo turno il colpevole si limita a pescare e a scartare, secondo antinorma, una delle carte penalizzate.',
    'On his turn the offender only draws and discards the lowest of his penalty cards.',
  ),
  caution: t(
    'Al colpevole è dato un richiamo per aver giocato fuori turno (art. 50).',
    'The offender gets a caution (richiamo) for playing out of turn (art. 50).',
  ),
  eLineNoClose: t(
    'La linea colpevole non può chiudere durante il giro in cui è avvenuta l’irregolarità.',
    'The offending line may not close during the round the irregularity happened in.',
  ),
  ePozzettoDiscard: t(
    'Il colpevole si limita a scartare una delle carte del pozzetto appena preso: il suo turno finisce.',
    'The offender only discards one of the cards of the pozzetto he just took: his turn ends.',
  ),
  eRandom: t(
    'Se il colpevole non ricorda la carta pescata, o gli avversari non sono certi che sia quella rimessa sul tallone, l’avversario prossimo al gioco sceglie a caso una carta del ventaglio del colpevole e l’arbitro la fa ricollocare sul tallone.',
    'If the offender does not remember the card he drew, or the opponents are not sure the card put back is that one, the opponent next to play picks a card at random from the offender’s hand and the arbitro has it put on the stock.',
  ),
  ePileBack: t(
    'Il colpevole rimette nel monte degli scarti le carte raccolte.',
    'The offender puts the cards he took back on the discard pile.',
  ),
  eDiscardFromHand: t(
    'Il colpevole scarta una delle carte del proprio ventaglio: il suo turno finisce.',
    'The offender discards one of the cards in his hand: his turn ends.',
  ),
  ePartner: t(
    'Al suo turno il compagno del colpevole può pescare ma non raccogliere, non può fare altri giochi e non può chiudere.',
    'On his turn the offender’s partner may draw but not take the pile, may make no other play and may not close.',
  ),
} as const;

/**
 * Whether the player whose turn it was had already drawn or taken the pile: then the text lets
 * the irregularity go ("Se il giocatore in rotazione al colpevole inizia il gioco").
 */
const BEGUN = yesNo(
  'begun',
  t(
    'Il giocatore che aveva diritto al turno ha già iniziato il gioco (ha pescato o raccolto)?',
    'Had the player whose turn it was already begun (drawn or taken the pile)?',
  ),
);

/** How Tavolo reads "il giocatore in rotazione al colpevole" in cases A and B. */
const ROTATION_GAP = t(
  'Il testo lega la fine dell’irregolarità al “giocatore in rotazione al colpevole”, senza dire se sia il giocatore che aveva diritto al turno o quello che siede dopo il colpevole (diversi quando toccava al compagno o all’avversario alla destra del colpevole). Tavolo intende il giocatore che aveva diritto al turno, perché gli stessi casi fissano la correzione “prima che il giocatore di turno abbia pescato” e fanno riprendere il gioco “con il giocatore che aveva diritto alla pesca”.',
  'The text ends the irregularity when “il giocatore in rotazione al colpevole” begins, without saying whether that is the player whose turn it was or the one seated after the offender (different when it was the partner’s turn, or the turn of the opponent on the offender’s right). Tavolo takes the player whose turn it was, since the same cases set the correction “before the player whose turn it is has drawn” and resume play “with the player who was entitled to draw”.',
);

const BEGUN_E = yesNo(
  'begun',
  t(
    'Il giocatore successivo al colpevole aveva già fatto gioco quando ci si è accorti dell’errore?',
    'Had the player after the offender already played when the error was noticed?',
  ),
);

const superseded = (quote: string): Ruling =>
  ruling(
    t('L’irregolarità è superata', 'The irregularity is passed over'),
    [
      t(
        'Il gioco è già ripreso regolarmente (pesca o raccolta): l’irregolarità è superata, nessuna penalità.',
        'Play has already resumed as usual (a draw or a take): the irregularity is passed over, no penalty.',
      ),
      STEP.playContinues,
    ],
    quote,
    [fx.noPenalty, fx.playContinues],
    NONE,
    t(
      'L’art. 38 dà l’irregolarità per superata; non dice se resta il richiamo dell’art. 50 per “aver giocato fuori turno”: Tavolo non lo registra, perché una irregolarità superata non ha conseguenze.',
      'Art. 38 passes the irregularity over; it does not say whether art. 50’s caution for “aver giocato fuori turno” still applies: Tavolo records none, since an irregularity passed over has no consequence.',
    ),
  );

const CAUTION_NOTE_A = t(
  'L’art. 38 non prevede sanzioni per il referto. L’art. 50 prevede il richiamo per “aver giocato fuori turno”: Tavolo lo registra anche per chi ha pescato o raccolto fuori turno, perché pescare e raccogliere sono giocate (il titolo dell’art. 38 è “Pesca, raccolta o giocata fuori turno”). Un secondo richiamo nello stesso evento diventa ammonizione (art. 50).',
  'Art. 38 gives no sanction for the record. Art. 50 gives a caution for “aver giocato fuori turno”: Tavolo records it also for drawing or taking the pile out of turn, since these are plays (art. 38 is titled “Pesca, raccolta o giocata fuori turno”). A second caution in the same event becomes a warning (art. 50).',
);

const WORDS_DRAW = ['ha pescato fuori turno', 'ha pescato al posto mio', 'pesca fuori turno'];
const WORDS_TAKE = [
  'ha raccolto fuori turno',
  'ha preso gli scarti fuori turno',
  'raccolta fuori turno',
  'ha preso il pozzo non era il suo turno',
  'ha raccolto il pozzo quando toccava all’avversario',
];
const WORDS_PARTNER = ['ha pescato al posto del compagno', 'toccava al compagno'];

// ---------------------------------------------------------------------------------------------
// E: the player took the pozzetto "in diretta" (by laying down every card) and then drew or took
// the discard pile, which he may not do.

const E_NOTE = t(
  'L’art. 38 non prevede sanzioni per il referto e qui il colpevole gioca nel proprio turno, non fuori turno: Tavolo non registra il richiamo dell’art. 50.',
  'Art. 38 gives no sanction for the record and here the offender plays in his own turn, not out of turn: Tavolo records no art. 50 caution.',
);

const REMEMBERS = yesNo(
  'remembers',
  t(
    'Il colpevole ricorda con certezza la carta pescata, e gli avversari sono certi che sia quella rimessa sul tallone?',
    'Does the offender surely remember the card he drew, and are the opponents sure it is the one put back?',
  ),
  { begun: 'no' },
);

const FROM_PILE = yesNo(
  'fromPile',
  t(
    'La carta scartata era una di quelle raccolte dal monte degli scarti?',
    'Was the card discarded one of those taken from the pile?',
  ),
  { begun: 'no' },
);

const WORDS_E_DRAW = [
  'è andato a pozzetto in diretta e ha pescato',
  'ha preso il pozzetto e poi ha pescato',
  'ha pescato dopo il pozzetto',
  'pozzetto in diretta pesca',
];
const WORDS_E_TAKE = [
  'è andato a pozzetto in diretta e ha raccolto',
  'ha preso il pozzetto e poi ha raccolto gli scarti',
  'ha raccolto dopo il pozzetto',
  'pozzetto in diretta raccolta',
];

const eQuote = (key: keyof typeof CASE): string => `${CASE.E} … ${CASE[key]}`;

const eEntry = (
  rest: Omit<Entry, 'game' | 'source' | 'article' | 'questions' | 'rulings'> & {
    readonly extra?: Question;
    readonly main: readonly RulingRule[];
  },
): Entry => {
  const { extra, main, ...entry } = rest;
  return entry38({
    ...entry,
    questions: extra ? [BEGUN_E, extra] : [BEGUN_E],
    rulings: [{ when: { begun: 'yes' }, ruling: superseded(Q.SUPERSEDED_E) }, ...main],
  });
};

const eEntries = (): Entry[] => [
  eEntry({
    id: 'bur-ch-38-e-1-1',
    case: 'E 1.1',
    title: t(
      'Pozzetto in diretta, poi pesca: nessun gioco, carta non guardata',
      'Pozzetto in diretta, then a draw: no play, card not looked at',
    ),
    words: [...WORDS_E_DRAW, 'non ha guardato la carta pescata'],
    quote: eQuote('E 1.1'),
    main: [
      {
        when: { begun: 'no' },
        ruling: ruling(
          t(
            'Rimette la carta sul tallone e scarta una carta del pozzetto; la linea non chiude in questo giro',
            'He puts the card back and discards a card of the pozzetto; the line may not close this round',
          ),
          [S.stop, S.drawnOnStock, S.ePozzettoDiscard, S.eLineNoClose, STEP.playContinues],
          '– Al momento della contestazione il giocatore dovrà interrompere il gioco; – Dovrà riposizionare la carta pescata sul tallone; – Limiterà il successivo gioco allo scarto di una delle carte del pozzetto appena preso; – Nel giro successivo, il gioco proseguirà regolarmente; – La linea colpevole non potrà chiudere solo durante il giro in cui è avvenuta l’irregolarità.',
          [fx.turnEnds, fx.restore, fx.cardToStock, fx.lineNoClose],
          NONE,
          t(`${E_NOTE.it}`, `${E_NOTE.en}`),
        ),
      },
    ],
  }),
  eEntry({
    id: 'bur-ch-38-e-1-2',
    case: 'E 1.2',
    title: t(
      'Pozzetto in diretta, poi pesca: nessun gioco, carta guardata o forse guardata',
      'Pozzetto in diretta, then a draw: no play, card looked at or maybe',
    ),
    words: [...WORDS_E_DRAW, 'ha visto la carta pescata', 'non ricorda la carta pescata'],
    quote: eQuote('E 1.2'),
    extra: REMEMBERS,
    main: [
      {
        when: { begun: 'no', remembers: 'yes' },
        ruling: ruling(
          t(
            'Rimette la carta sul tallone, l’avversario può bruciarla; scarta una carta del pozzetto',
            'He puts the card back, the opponent may burn it; he discards a card of the pozzetto',
          ),
          [S.stop, S.drawnOnStock, S.burn, S.ePozzettoDiscard, S.eLineNoClose],
          `– Al momento della contestazione il giocatore dovrà interrompere il gioco; – deve riposizionare sul tallone la carta pescata e successivamente il giocatore di turno è libero di decidere se: … ${Q.BURN} – ${Q.E_POZZETTO_DISCARD} – ${Q.E_LINE_NO_CLOSE}`,
          [fx.turnEnds, fx.restore, fx.cardToStock, fx.opponentChooses, fx.burned, fx.lineNoClose],
          NONE,
          E_NOTE,
        ),
      },
      {
        when: { begun: 'no', remembers: 'no' },
        ruling: ruling(
          t(
            'Una carta a caso del suo ventaglio va sul tallone, l’avversario può bruciarla; scarta una carta del pozzetto',
            'A random card of his hand goes on the stock, the opponent may burn it; he discards a card of the pozzetto',
          ),
          [S.stop, S.eRandom, S.burn, S.ePozzettoDiscard, S.eLineNoClose],
          `${Q.E_NOT_REMEMBERED} … ${Q.E_POZZETTO_DISCARD} – ${Q.E_LINE_NO_CLOSE}`,
          [fx.turnEnds, fx.restore, fx.cardToStock, fx.opponentChooses, fx.burned, fx.lineNoClose],
          NONE,
          E_NOTE,
        ),
      },
    ],
  }),
  eEntry({
    id: 'bur-ch-38-e-2-1',
    case: 'E 2.1',
    title: t(
      'Pozzetto in diretta, poi pesca e scarta soltanto',
      'Pozzetto in diretta, then drew and only discarded',
    ),
    words: [...WORDS_E_DRAW, 'ha pescato e scartato dopo il pozzetto'],
    quote: eQuote('E 2.1'),
    extra: REMEMBERS,
    main: [
      {
        when: { begun: 'no', remembers: 'yes' },
        ruling: ruling(
          t(
            'Rimette la carta pescata sul tallone, l’avversario può bruciarla; il compagno gioca ma non chiude',
            'He puts the card drawn back, the opponent may burn it; the partner plays but may not close',
          ),
          [
            S.drawnOnStock,
            S.burn,
            t(
              'Al suo turno il compagno del colpevole gioca regolarmente ma non può chiudere.',
              'On his turn the offender’s partner plays as usual but may not close.',
            ),
          ],
          '– al momento della contestazione, ma prima che il giocatore di turno abbia pescato, il giocatore colpevole deve riposizionare sul tallone la carta pescata … – al proprio turno di gioco il compagno del giocatore colpevole può fare regolarmente gioco ma non potrà chiudere dovendo scontare la penalità per l’infrazione commessa dal compagno.',
          [fx.restore, fx.cardToStock, fx.opponentChooses, fx.burned, fx.partnerNoClose],
          NONE,
          t(
            `${E_NOTE.it} Il testo non dice se lo scarto fatto resta: Tavolo suggerisce di sì, perché il colpevole deve soltanto rimettere sul tallone la carta pescata.`,
            `${E_NOTE.en} The text does not say whether the discard made stands: Tavolo suggests it does, since the offender only has to put the card drawn back on the stock.`,
          ),
        ),
      },
      {
        when: { begun: 'no', remembers: 'no' },
        ruling: ruling(
          t(
            'Una carta a caso del suo ventaglio va sul tallone, l’avversario può bruciarla; il compagno gioca ma non chiude',
            'A random card of his hand goes on the stock, the opponent may burn it; the partner plays but may not close',
          ),
          [
            S.eRandom,
            S.burn,
            t(
              'Al suo turno il compagno del colpevole gioca regolarmente ma non può chiudere.',
              'On his turn the offender’s partner plays as usual but may not close.',
            ),
          ],
          'nel caso in cui il giocatore “non ricordasse” la carta pescata o gli avversari non fossero certi che la carta riposizionata sul tallone non sia la carta pescata, l’Arbitro farà ricollocare sul tallone una carta scelta a caso dal ventaglio del colpevole dall’avversario prossimo al gioco.',
          [fx.restore, fx.cardToStock, fx.opponentChooses, fx.burned, fx.partnerNoClose],
          NONE,
          E_NOTE,
        ),
      },
    ],
  }),
  eEntry({
    id: 'bur-ch-38-e-2-2',
    case: 'E 2.2',
    title: t(
      'Pozzetto in diretta, poi pesca e fa altri giochi',
      'Pozzetto in diretta, then drew and played on',
    ),
    words: [...WORDS_E_DRAW, 'ha pescato e calato dopo il pozzetto'],
    quote: eQuote('E 2.2'),
    extra: REMEMBERS,
    main: (['yes', 'no'] as const).map((remembers) => ({
      when: { begun: 'no', remembers },
      ruling: ruling(
        remembers === 'yes'
          ? t(
              'Si ferma, rimette la carta sul tallone; giochi congelati, incompleti penalizzati',
              'He stops and puts the card back; melds frozen, incomplete ones penalised',
            )
          : t(
              'Si ferma, una carta a caso va sul tallone; giochi congelati, incompleti penalizzati',
              'He stops, a random card goes on the stock; melds frozen, incomplete ones penalised',
            ),
        [
          S.stop,
          remembers === 'yes' ? S.drawnOnStock : S.eRandom,
          S.othersFrozen,
          t(
            'Le carte dei giochi rimasti incompleti dopo il ripristino del tallone sono penalizzate e si scartano secondo antinorma nei turni successivi.',
            'The cards of melds left incomplete once the stock is restored become penalty cards, discarded lowest first in the following turns.',
          ),
          S.laterRounds,
          S.partnerNoClose,
          S.burn,
        ],
        remembers === 'yes'
          ? `– Al momento della contestazione il giocatore dovrà interrompere il gioco; – Dovrà riposizionare la carta pescata sul tallone; – Tutti i giochi impropriamente calati saranno congelati temporaneamente; – Le carte componenti i giochi rimasti incompleti, dopo il ripristino del tallone, saranno penalizzate e dovranno essere scartate, secondo antinorma, nei turni successivi; – ${Q.E_LATER_ROUNDS}`
          : `${Q.E_NOT_REMEMBERED} … – Tutti i giochi impropriamente calati saranno congelati temporaneamente; – Le carte componenti i giochi rimasti incompleti, dopo il ripristino del tallone, saranno penalizzate e dovranno essere scartate, secondo antinorma, nei turni successivi;`,
        [
          fx.turnEnds,
          fx.restore,
          fx.cardToStock,
          fx.frozen,
          fx.penaltyCards,
          fx.noCloseServed,
          fx.partnerNoClose,
          fx.opponentChooses,
          fx.burned,
        ],
        NONE,
        t(
          `${E_NOTE.it} Il testo non dice se il colpevole scarti subito: Tavolo suggerisce che interrompa il gioco scartando una carta, come nei casi di raccolta (B.2.1: “Provvedere allo scarto di una delle carte del proprio ventaglio”).`,
          `${E_NOTE.en} The text does not say whether the offender discards now: Tavolo suggests he stops by discarding a card, as in the cases of taking the pile (B.2.1).`,
        ),
      ),
    })),
  }),
  eEntry({
    id: 'bur-ch-38-e-b-1-1',
    case: 'E B.1.1',
    title: t(
      'Pozzetto in diretta, poi raccoglie: nessun gioco, ha solo scartato',
      'Pozzetto in diretta, then took the pile: no play, only discarded',
    ),
    words: [...WORDS_E_TAKE, 'ha raccolto e scartato dopo il pozzetto'],
    quote: eQuote('E B.1.1'),
    extra: FROM_PILE,
    main: (['yes', 'no'] as const).map((fromPile) => ({
      when: { begun: 'no', fromPile },
      ruling: ruling(
        t(
          'Rimette le carte raccolte nel monte degli scarti; il compagno pesca soltanto e non chiude',
          'He puts the cards taken back on the pile; the partner only draws and may not close',
        ),
        [
          S.stop,
          S.ePileBack,
          ...(fromPile === 'yes'
            ? [
                t(
                  'Poiché la carta scartata era una di quelle raccolte, il colpevole scarta al suo posto una carta del proprio ventaglio.',
                  'Since the card discarded was one of those taken, the offender discards a card of his hand instead.',
                ),
              ]
            : [t('Lo scarto fatto resta.', 'The discard made stands.')]),
          S.ePartner,
          t(
            'Nel giro successivo il gioco prosegue regolarmente.',
            'In the next round play goes on as usual.',
          ),
        ],
        `– Al momento della contestazione il giocatore dovrà interrompere il gioco; – Dovrà ripristinare nel monte scarti le carte raccolte; – ${Q.E_PILE_BACK_DISCARD} – Nel giro successivo, il gioco proseguirà regolarmente; – ${Q.E_PARTNER}`,
        [fx.turnEnds, fx.restore, fx.drawDiscard, fx.partnerNoClose],
        NONE,
        E_NOTE,
      ),
    })),
  }),
  eEntry({
    id: 'bur-ch-38-e-b-1-2',
    case: 'E B.1.2',
    title: t(
      'Pozzetto in diretta, poi raccoglie: nessun gioco, non ha ancora scartato',
      'Pozzetto in diretta, then took the pile: no play, no discard yet',
    ),
    words: [...WORDS_E_TAKE, 'ha preso gli scarti dopo il pozzetto'],
    quote: eQuote('E B.1.2'),
    main: [
      {
        when: { begun: 'no' },
        ruling: ruling(
          t(
            'Rimette le carte raccolte, scarta una carta del ventaglio; il compagno pesca soltanto e non chiude',
            'He puts the cards taken back and discards a card of his hand; the partner only draws and may not close',
          ),
          [
            S.stop,
            S.ePileBack,
            S.eDiscardFromHand,
            S.ePartner,
            t(
              'Nel giro successivo il gioco prosegue regolarmente.',
              'In the next round play goes on as usual.',
            ),
          ],
          `– Al momento della contestazione il giocatore dovrà interrompere il gioco; – Dovrà ripristinare nel monte scarti le carte raccolte; – dovrà provvedere allo scarto di una delle carte del proprio ventaglio; – Nel giro successivo, il gioco proseguirà regolarmente; – ${Q.E_PARTNER}`,
          [fx.turnEnds, fx.restore, fx.drawDiscard, fx.partnerNoClose],
          NONE,
          E_NOTE,
        ),
      },
    ],
  }),
  eEntry({
    id: 'bur-ch-38-e-b-2-1',
    case: 'E B.2.1',
    title: t(
      'Pozzetto in diretta, poi raccoglie e fa gioco: non ha ancora scartato',
      'Pozzetto in diretta, then took the pile and played: no discard yet',
    ),
    words: [...WORDS_E_TAKE, 'ha raccolto e calato dopo il pozzetto'],
    quote: eQuote('E B.2.1'),
    main: [
      {
        when: { begun: 'no' },
        ruling: ruling(
          t(
            'Rimette le carte raccolte, scarta; giochi congelati, incompleti penalizzati',
            'He puts the cards taken back and discards; melds frozen, incomplete ones penalised',
          ),
          [
            S.stop,
            S.ePileBack,
            S.eDiscardFromHand,
            S.othersFrozen,
            t(
              'Le carte dei giochi rimasti incompleti dopo il ripristino del monte degli scarti sono penalizzate e si scartano secondo antinorma nei turni successivi.',
              'The cards of melds left incomplete once the pile is restored become penalty cards, discarded lowest first in the following turns.',
            ),
            S.laterRounds,
            S.partnerNoClose,
          ],
          `– Al momento della contestazione il giocatore dovrà interrompere il gioco; – Dovrà riposizionare le carte raccolte dal monte degli scarti; – Provvedere allo scarto di una delle carte del proprio ventaglio; – Tutti i giochi impropriamente calati saranno congelati temporaneamente; – Le carte componenti i giochi rimasti incompleti, dopo il ripristino del monte scarti, saranno penalizzate e dovranno essere scartate, secondo antinorma, nei turni successivi; – ${Q.E_LATER_ROUNDS}`,
          [
            fx.turnEnds,
            fx.restore,
            fx.frozen,
            fx.penaltyCards,
            fx.noCloseServed,
            fx.partnerNoClose,
          ],
          NONE,
          E_NOTE,
        ),
      },
    ],
  }),
  eEntry({
    id: 'bur-ch-38-e-b-2-2',
    case: 'E B.2.2',
    title: t(
      'Pozzetto in diretta, poi raccoglie, fa gioco e scarta',
      'Pozzetto in diretta, then took the pile, played and discarded',
    ),
    words: [...WORDS_E_TAKE, 'ha raccolto calato e scartato dopo il pozzetto'],
    quote: eQuote('E B.2.2'),
    extra: FROM_PILE,
    main: (['yes', 'no'] as const).map((fromPile) => ({
      when: { begun: 'no', fromPile },
      ruling: ruling(
        t(
          'Rimette le carte raccolte; giochi congelati, incompleti penalizzati',
          'He puts the cards taken back; melds frozen, incomplete ones penalised',
        ),
        [
          S.stop,
          S.ePileBack,
          ...(fromPile === 'yes'
            ? [
                t(
                  'Poiché la carta scartata era una di quelle raccolte, il colpevole scarta al suo posto una carta del proprio ventaglio.',
                  'Since the card discarded was one of those taken, the offender discards a card of his hand instead.',
                ),
              ]
            : [t('Lo scarto fatto resta.', 'The discard made stands.')]),
          S.othersFrozen,
          t(
            'Le carte dei giochi rimasti incompleti dopo il ripristino del monte degli scarti sono penalizzate e si scartano secondo antinorma nei turni successivi.',
            'The cards of melds left incomplete once the pile is restored become penalty cards, discarded lowest first in the following turns.',
          ),
          S.laterRounds,
          S.partnerNoClose,
        ],
        `– Al momento della contestazione il giocatore dovrà interrompere il gioco; – Dovrà riposizionare le carte raccolte dal monte degli scarti; – ${Q.E_PILE_BACK_DISCARD} – Tutti i giochi impropriamente calati saranno congelati temporaneamente; – Le carte componenti i giochi rimasti incompleti, dopo il ripristino del monte scarti, saranno penalizzate e dovranno essere scartate, secondo norma, nei turni successivi; – ${Q.E_LATER_ROUNDS}`,
        [fx.turnEnds, fx.restore, fx.frozen, fx.penaltyCards, fx.noCloseServed, fx.partnerNoClose],
        NONE,
        t(
          `${E_NOTE.it} Il testo dice qui “secondo norma”, mentre gli altri casi dicono “secondo antinorma”: Tavolo lo legge come un refuso e fa scartare le carte penalizzate dalla più bassa alla più alta, come vuole l’art. 29 (“dovranno essere scartate secondo antinorma”).`,
          `${E_NOTE.en} The text says “secondo norma” here, while the other cases say “secondo antinorma”: Tavolo reads it as a typo and has the penalty cards discarded lowest first, as art. 29 requires.`,
        ),
      ),
    })),
  }),
];

/** A case of A: the first question is always whether the next player had begun. */
const caseA = (
  rest: Omit<Entry, 'game' | 'source' | 'article' | 'questions' | 'rulings' | 'quote'> & {
    readonly quote: string;
    readonly main: Ruling;
  },
): Entry => {
  const { main, ...entry } = rest;
  return entry38({
    ...entry,
    questions: [BEGUN],
    rulings: [
      { when: { begun: 'yes' }, ruling: superseded(Q.SUPERSEDED) },
      { when: { begun: 'no' }, ruling: main },
    ],
    gap: ROTATION_GAP,
  });
};

export const burraco38Entries: readonly Entry[] = [
  // ------------------------------------------------------------------ A: drawing out of turn
  caseA({
    id: 'bur-ch-38-1-a-1-1-1',
    case: '1.A.1.1.1',
    title: t(
      'Pesca fuori turno (turno di un avversario): ha fatto gioco e ha scartato',
      'Drew out of turn (an opponent’s turn): played and discarded',
    ),
    words: [
      ...WORDS_DRAW,
      'ha pescato fuori turno calato e scartato',
      'ha giocato al posto dell’avversario',
    ],
    quote: CASE['1.A.1.1.1'],
    main: ruling(
      t(
        'Riprende lo scarto, ultimo gioco penalizzato, altri congelati, una carta sul tallone',
        'He takes back his discard; last meld penalised, the rest frozen, a card put on the stock',
      ),
      [
        S.retake,
        S.lastPenalised,
        S.othersFrozen,
        S.cardOnStock,
        S.burn,
        S.resume,
        S.laterRounds,
        S.partnerNoClose,
        S.caution,
      ],
      `${Q.RETAKE} – ${Q.LAST_PENALISED} – ${Q.CARD_ON_STOCK} … ${Q.BURN} … Il proprio compagno invece, non potrà chiudere solo durante il giro in cui è avvenuta l’irregolarità. – ${Q.RESUME}`,
      [
        fx.turnEnds,
        fx.penaltyCards,
        fx.frozen,
        fx.restore,
        fx.cardBackToHand,
        fx.cardToStock,
        fx.opponentChooses,
        fx.burned,
        fx.drawDiscard,
        fx.noCloseServed,
        fx.partnerNoClose,
      ],
      CAUTION,
      t(
        `${CAUTION_NOTE_A.it} Il testo non dice se al turno successivo il colpevole peschi prima di scartare la carta messa da parte: Tavolo suggerisce di sì, come nel caso 1.B.1.1.1 (“si limiterà a pescare una carta dal tallone e a scartare la carta scartata in precedenza”); le carte penalizzate si scartano dai giri seguenti.`,
        `${CAUTION_NOTE_A.en} The text does not say whether at his next turn the offender draws before discarding the card set aside: Tavolo suggests he does, as in case 1.B.1.1.1 (“si limiterà a pescare una carta dal tallone e a scartare la carta scartata in precedenza”); the penalty cards are discarded from the rounds after.`,
      ),
    ),
  }),
  caseA({
    id: 'bur-ch-38-1-a-1-1-2',
    case: '1.A.1.1.2',
    title: t(
      'Pesca fuori turno (turno di un avversario): ha fatto gioco, non ha scartato',
      'Drew out of turn (an opponent’s turn): played, no discard yet',
    ),
    words: [...WORDS_DRAW, 'ha pescato e calato fuori turno', 'ha pescato e legato fuori turno'],
    quote: CASE['1.A.1.1.2'],
    main: ruling(
      t(
        'Si ferma: ultimo gioco e giochi incompleti penalizzati, altri congelati, una carta sul tallone',
        'He stops: last meld and incomplete melds penalised, the rest frozen, a card put on the stock',
      ),
      [
        S.stop,
        S.lastPenalised,
        S.othersFrozen,
        S.incomplete,
        S.cardOnStock,
        S.burn,
        S.resume,
        S.penaltyFirst,
        S.laterRounds,
        S.partnerNoClose,
        S.caution,
      ],
      `${Q.STOP} – ${Q.LAST_PENALISED} – ${Q.INCOMPLETE} – ${Q.CARD_ON_STOCK} … – Nei giri successivi, il giocatore colpevole potrà pescare o raccogliere e fare gioco, ma potrà chiudere solo il giro successivo allo scarto dell’ultima carta penalizzata. Il proprio compagno invece, non potrà chiudere solo durante il giro in cui è avvenuta l’irregolarità.`,
      [
        fx.turnEnds,
        fx.penaltyCards,
        fx.frozen,
        fx.restore,
        fx.cardToStock,
        fx.opponentChooses,
        fx.burned,
        fx.noCloseServed,
        fx.partnerNoClose,
      ],
      CAUTION,
      t(
        `${CAUTION_NOTE_A.it} Il testo non dice che cosa faccia il colpevole al suo prossimo turno: Tavolo suggerisce che peschi e scarti la più bassa delle carte penalizzate, come nel caso B (“Al “proprio turno” il giocatore colpevole limiterà il suo gioco alla “pesca” e allo scarto di una delle carte penalizzate”).`,
        `${CAUTION_NOTE_A.en} The text does not say what the offender does at his next turn: Tavolo suggests he draws and discards the lowest penalty card, as in case B.`,
      ),
    ),
  }),
  caseA({
    id: 'bur-ch-38-1-a-1-2-1',
    case: '1.A.1.2.1',
    title: t(
      'Pesca fuori turno (turno di un avversario): nessun gioco, carta non vista',
      'Drew out of turn (an opponent’s turn): no play, card not seen',
    ),
    words: [
      ...WORDS_DRAW,
      'ha pescato ma non ha guardato la carta',
      'ha preso la carta dal tallone per sbaglio',
    ],
    quote: CASE['1.A.1.2.1'],
    main: ruling(
      t(
        'Rimette la carta sul tallone; poi il primo della sua linea pesca e scarta soltanto',
        'He puts the card back; then the first player of his line only draws and discards',
      ),
      [S.stop, S.drawnOnStock, S.resume, S.firstOfLine, S.caution],
      `${Q.STOP} – deve riposizionare sul tallone la carta pescata; – il gioco prosegue regolarmente con la pesca o raccolta da parte del giocatore di turno; – ${Q.FIRST_OF_LINE}`,
      [fx.turnEnds, fx.restore, fx.cardToStock, fx.drawDiscard],
      CAUTION,
      t(
        `${CAUTION_NOTE_A.it} Il caso non vieta la chiusura a nessuno: Tavolo non aggiunge divieti.`,
        `${CAUTION_NOTE_A.en} The case bars nobody from closing: Tavolo adds no ban.`,
      ),
    ),
  }),
  caseA({
    id: 'bur-ch-38-1-a-1-2-2',
    case: '1.A.1.2.2',
    title: t(
      'Pesca fuori turno (turno di un avversario): nessun gioco, carta vista o forse vista',
      'Drew out of turn (an opponent’s turn): no play, card seen or maybe seen',
    ),
    words: [...WORDS_DRAW, 'ha pescato e ha visto la carta', 'ha guardato la carta del tallone'],
    quote: CASE['1.A.1.2.2'],
    main: ruling(
      t(
        'Rimette la carta sul tallone; l’avversario può bruciarla; poi il primo della sua linea pesca e scarta soltanto',
        'He puts the card back; the opponent may burn it; then the first player of his line only draws and discards',
      ),
      [S.stop, S.drawnOnStock, S.burn, S.firstOfLine, S.caution],
      `${Q.STOP} – deve riposizionare sul tallone la carta pescata e successivamente il giocatore di turno è libero di decidere se: … ${Q.BURN} – ${Q.FIRST_OF_LINE}`,
      [fx.turnEnds, fx.restore, fx.cardToStock, fx.opponentChooses, fx.burned, fx.drawDiscard],
      CAUTION,
      CAUTION_NOTE_A,
    ),
  }),
  caseA({
    id: 'bur-ch-38-1-a-2-1-1',
    case: '1.A.2.1.1',
    title: t(
      'Pesca al posto del compagno: ha fatto gioco, non ha ancora scartato',
      'Drew in his partner’s turn: played, no discard yet',
    ),
    words: [...WORDS_PARTNER, 'ha pescato e calato al posto del compagno'],
    quote: CASE['1.A.2.1.1'],
    main: ruling(
      t(
        'Si ferma: ultimo gioco e incompleti penalizzati; la carta sul tallone è “penalizzata per la coppia”',
        'He stops: last and incomplete melds penalised; the card on the stock is a “penalty card for the pair”',
      ),
      [
        S.stop,
        S.lastPenalised,
        S.othersFrozen,
        S.incomplete,
        S.cardOnStock,
        S.coupleCard,
        S.laterRounds,
        S.caution,
      ],
      `${Q.STOP} – ${Q.LAST_PENALISED} – ${Q.INCOMPLETE} – ${Q.COUPLE_CARD}`,
      [
        fx.turnEnds,
        fx.penaltyCards,
        fx.frozen,
        fx.restore,
        fx.cardToStock,
        fx.drawDiscard,
        fx.noCloseServed,
        fx.partnerNoClose,
      ],
      CAUTION,
      t(
        `${CAUTION_NOTE_A.it} Il caso non dice quando il colpevole possa chiudere: Tavolo applica la regola generale della carta penalizzata (art. 29: “il giocatore colpevole non può chiudere” finché non è scartata l’ultima carta penalizzata).`,
        `${CAUTION_NOTE_A.en} The case does not say when the offender may close: Tavolo applies the general penalty-card rule (art. 29: the offender may not close until the last penalty card is discarded).`,
      ),
    ),
  }),
  caseA({
    id: 'bur-ch-38-1-a-2-1-2',
    case: '1.A.2.1.2',
    title: t(
      'Pesca al posto del compagno: ha fatto gioco e ha scartato',
      'Drew in his partner’s turn: played and discarded',
    ),
    words: [...WORDS_PARTNER, 'ha pescato calato e scartato al posto del compagno'],
    quote: CASE['1.A.2.1.2'],
    main: ruling(
      t(
        'Riprende lo scarto, giochi penalizzati e congelati; il compagno prende la carta sul tallone e la scarta',
        'He takes back his discard, melds penalised and frozen; the partner takes the card on the stock and discards it',
      ),
      [
        S.retake,
        S.lastPenalised,
        S.othersFrozen,
        S.incomplete,
        S.cardOnStock,
        S.coupleCard,
        S.laterRounds,
        S.caution,
      ],
      `${Q.RETAKE} – ${Q.LAST_PENALISED} – ${Q.INCOMPLETE} – ${Q.COUPLE_CARD} – il compagno del giocatore colpevole, al proprio turno di gioco, dovrà limitarsi a pescare dal tallone e scartare la carta pescata senza fare ulteriori giochi. Non potrà chiudere dovendo scontare la penalità.`,
      [
        fx.turnEnds,
        fx.penaltyCards,
        fx.frozen,
        fx.restore,
        fx.cardBackToHand,
        fx.cardToStock,
        fx.drawDiscard,
        fx.noCloseServed,
        fx.partnerNoClose,
      ],
      CAUTION,
      t(
        `${CAUTION_NOTE_A.it} Il testo dice due volte che il compagno prende la carta e la scarta senza altri giochi (“è costretto a prenderla e scartarla” e “dovrà limitarsi a pescare dal tallone e scartare la carta pescata”): Tavolo lo legge come un solo atto, perché la carta penalizzata per la coppia è proprio la prima del tallone. Per la chiusura del colpevole vale l’art. 29.`,
        `${CAUTION_NOTE_A.en} The text says twice that the partner takes the card and discards it with no other play: Tavolo reads it as one act, since the pair’s penalty card is the top card of the stock. The offender’s closing follows art. 29.`,
      ),
    ),
  }),
  caseA({
    id: 'bur-ch-38-1-a-2-2-1',
    case: '1.A.2.2.1',
    title: t(
      'Pesca al posto del compagno: nessun gioco, carta non vista',
      'Drew in his partner’s turn: no play, card not seen',
    ),
    words: [...WORDS_PARTNER, 'ha pescato la carta del compagno senza guardarla'],
    quote: CASE['1.A.2.2.1'],
    main: ruling(
      t(
        'Rimette la carta: è “penalizzata per la coppia”, il compagno la prende e la scarta',
        'He puts the card back: it is a “penalty card for the pair”, the partner takes and discards it',
      ),
      [S.stop, S.drawnOnStock, S.coupleCard, STEP.playContinues, S.caution],
      `${Q.STOP} – ${Q.COUPLE_DRAWN}`,
      [fx.turnEnds, fx.restore, fx.cardToStock, fx.drawDiscard, fx.partnerNoClose],
      CAUTION,
      t(
        `${CAUTION_NOTE_A.it} I casi 1.A.2.2.1 e 1.A.2.2.2 hanno lo stesso testo: quando toccava al compagno, che il colpevole abbia visto la carta o no non cambia nulla.`,
        `${CAUTION_NOTE_A.en} Cases 1.A.2.2.1 and 1.A.2.2.2 have the same text: when it was the partner’s turn, whether the offender saw the card changes nothing.`,
      ),
    ),
  }),
  caseA({
    id: 'bur-ch-38-1-a-2-2-2',
    case: '1.A.2.2.2',
    title: t(
      'Pesca al posto del compagno: nessun gioco, carta vista o forse vista',
      'Drew in his partner’s turn: no play, card seen or maybe seen',
    ),
    words: [...WORDS_PARTNER, 'ha pescato e visto la carta del compagno'],
    quote: CASE['1.A.2.2.2'],
    main: ruling(
      t(
        'Rimette la carta: è “penalizzata per la coppia”, il compagno la prende e la scarta',
        'He puts the card back: it is a “penalty card for the pair”, the partner takes and discards it',
      ),
      [S.stop, S.drawnOnStock, S.coupleCard, STEP.playContinues, S.caution],
      `${Q.STOP} – ${Q.COUPLE_DRAWN}`,
      [fx.turnEnds, fx.restore, fx.cardToStock, fx.drawDiscard, fx.partnerNoClose],
      CAUTION,
      t(
        `${CAUTION_NOTE_A.it} Il testo non offre qui la “carta bruciata”: la carta vista dal colpevole va proprio al compagno, che deve scartarla.`,
        `${CAUTION_NOTE_A.en} The text offers no “burned card” here: the card the offender saw goes to his partner, who must discard it.`,
      ),
    ),
  }),
  // ------------------------------------------------------------------ A: taking the pile out of turn
  caseA({
    id: 'bur-ch-38-1-b-1-1-1',
    case: '1.B.1.1.1',
    title: t(
      'Raccolta fuori turno (turno di un avversario): ha fatto gioco e ha scartato',
      'Took the pile out of turn (an opponent’s turn): played and discarded',
    ),
    words: [...WORDS_TAKE, 'ha raccolto calato e scartato fuori turno'],
    quote: CASE['1.B.1.1.1'],
    main: ruling(
      t(
        'Riprende lo scarto, monte ripristinato, incompleti penalizzati, altri congelati',
        'He takes back his discard, the pile is restored, incomplete melds penalised, the rest frozen',
      ),
      [
        S.retake,
        S.restorePile,
        S.incompletePile,
        S.othersFrozen,
        t(
          'Al suo turno il colpevole si limita a pescare una carta dal tallone e a scartare la carta messa da parte.',
          'On his turn the offender only draws a card from the stock and discards the card set aside.',
        ),
        S.laterRounds,
        S.partnerNoClose,
        S.caution,
      ],
      `${Q.RETAKE} – ${Q.RESTORE_PILE} – ${Q.INCOMPLETE_PILE} – tutti gli altri giochi, impropriamente effettuati e/o calati, saranno congelati temporaneamente; – al proprio turno di gioco il giocatore colpevole si limiterà a pescare una carta dal tallone e a scartare la carta scartata in precedenza; – ${Q.LATER_ROUNDS}`,
      [
        fx.turnEnds,
        fx.restore,
        fx.cardBackToHand,
        fx.penaltyCards,
        fx.frozen,
        fx.drawDiscard,
        fx.noCloseServed,
        fx.partnerNoClose,
      ],
      CAUTION,
      CAUTION_NOTE_A,
    ),
  }),
  caseA({
    id: 'bur-ch-38-1-b-1-1-2',
    case: '1.B.1.1.2',
    title: t(
      'Raccolta fuori turno (turno di un avversario): ha fatto gioco, non ha scartato',
      'Took the pile out of turn (an opponent’s turn): played, no discard yet',
    ),
    words: [...WORDS_TAKE, 'ha raccolto e calato fuori turno'],
    quote: CASE['1.B.1.1.2'],
    main: ruling(
      t(
        'Si ferma, monte ripristinato, incompleti penalizzati, altri congelati',
        'He stops, the pile is restored, incomplete melds penalised, the rest frozen',
      ),
      [
        S.stop,
        S.restorePile,
        S.incompletePile,
        S.othersFrozen,
        t(
          'Al suo turno il colpevole si limita a pescare e a scartare, secondo antinorma, una delle carte penalizzate o, se non ne ha, la carta pescata.',
          'On his turn the offender only draws and discards the lowest penalty card or, if he has none, the card drawn.',
        ),
        S.laterRounds,
        S.partnerNoClose,
        S.caution,
      ],
      `${Q.STOP} – ${Q.RESTORE_PILE} – ${Q.INCOMPLETE_PILE} – tutti gli altri giochi, impropriamente effettuati e/o calati, saranno congelati temporaneamente; – al proprio turno il giocatore colpevole limiterà il suo gioco alla pesca e allo scarto, secondo antinorma, di una delle carte penalizzate o , in loro assenza, della carta pescata. – ${Q.LATER_ROUNDS}`,
      [
        fx.turnEnds,
        fx.restore,
        fx.penaltyCards,
        fx.frozen,
        fx.drawDiscard,
        fx.noCloseServed,
        fx.partnerNoClose,
      ],
      CAUTION,
      CAUTION_NOTE_A,
    ),
  }),
  caseA({
    id: 'bur-ch-38-1-b-1-2',
    case: '1.B.1.2',
    title: t(
      'Raccolta fuori turno (turno di un avversario): nessun gioco',
      'Took the pile out of turn (an opponent’s turn): no play',
    ),
    words: [...WORDS_TAKE, 'ha preso gli scarti e si è fermato'],
    quote: CASE['1.B.1.2'],
    main: ruling(
      t(
        'Monte ripristinato; il più prossimo al gioco della linea pesca e scarta soltanto e non chiude',
        'The pile is restored; the first of the line to play only draws and discards and may not close',
      ),
      [
        S.stop,
        S.restorePile,
        t(
          'Il più prossimo al gioco della linea colpevole (il colpevole o il compagno), al suo turno, si limita a pescare dal tallone e a scartare la carta pescata, senza altri giochi, e non può chiudere.',
          'Whichever of the offending line plays first (offender or partner) only draws from the stock and discards the card drawn, with no other play, and may not close.',
        ),
        S.caution,
      ],
      `${Q.STOP} – ${Q.RESTORE_PILE} – il più prossimo al gioco, colpevole o compagno del giocatore colpevole, al proprio turno di gioco, dovrà limitarsi a pescare dal tallone e scartare la carta pescata senza fare ulteriori giochi. Non potrà chiudere dovendo scontare la penalità.`,
      [fx.turnEnds, fx.restore, fx.drawDiscard, fx.lineNoClose],
      CAUTION,
      t(
        `${CAUTION_NOTE_A.it} Il testo vieta la chiusura al più prossimo al gioco della linea, colpevole o compagno: Tavolo usa “la linea non chiude in questo giro”, che copre chiunque dei due giochi per primo.`,
        `${CAUTION_NOTE_A.en} The text bars from closing whichever of the line plays first, offender or partner: Tavolo uses “the line may not close this round”, which covers whichever of the two plays first.`,
      ),
    ),
  }),
  caseA({
    id: 'bur-ch-38-1-b-2-1-1',
    case: '1.B.2.1.1',
    title: t(
      'Raccolta al posto del compagno: ha fatto gioco e ha scartato',
      'Took the pile in his partner’s turn: played and discarded',
    ),
    words: [
      'ha raccolto al posto del compagno',
      'ha preso gli scarti del compagno',
      'toccava al compagno',
    ],
    quote: CASE['1.B.2.1.1'],
    main: ruling(
      t(
        'Riprende lo scarto, monte ripristinato, ultimo gioco e incompleti penalizzati; il compagno pesca e scarta soltanto',
        'He takes back his discard, pile restored, last and incomplete melds penalised; the partner only draws and discards',
      ),
      [
        S.retake,
        S.restorePile,
        S.lastPenalised,
        S.othersFrozen,
        S.incompletePile,
        S.penaltyFirst,
        S.laterRounds,
        t(
          'Il compagno, al suo turno, si limita a pescare dal tallone e a scartare la carta pescata, senza altri giochi (quelli che calasse sono congelati temporaneamente), e non può chiudere.',
          'The partner, on his turn, only draws from the stock and discards the card drawn, with no other play (any meld he lays down is frozen for one round), and may not close.',
        ),
        S.caution,
      ],
      `${Q.RETAKE} – ${Q.RESTORE_PILE} – ${Q.LAST_PENALISED} – ${Q.INCOMPLETE_PILE} – al proprio turno il giocatore colpevole limiterà il suo gioco alla pesca o alla raccolta e allo scarto, secondo antinorma, di una delle carte penalizzate. – ${Q.LATER_ROUNDS} – il compagno del giocatore colpevole, al proprio turno di gioco, dovrà limitarsi a pescare dal tallone e a scartare la carta pescata senza fare ulteriori giochi (gli eventuali giochi calati saranno congelati temporaneamente). Non potrà chiudere dovendo scontare la penalità.`,
      [
        fx.turnEnds,
        fx.restore,
        fx.cardBackToHand,
        fx.penaltyCards,
        fx.frozen,
        fx.drawDiscard,
        fx.noCloseServed,
        fx.partnerNoClose,
      ],
      CAUTION,
      t(
        `${CAUTION_NOTE_A.it} Il testo dà al colpevole, per il turno successivo, due consegne: scartare la carta messa da parte e scartare una delle carte penalizzate. Tavolo suggerisce di scartare prima la carta messa da parte (la prima consegna, come nei casi 1.A.1.1.1 e 1.B.1.1.1) e le carte penalizzate nei giri seguenti, secondo antinorma; l’arbitro può decidere diversamente.`,
        `${CAUTION_NOTE_A.en} The text gives the offender two tasks for his next turn: discard the card set aside and discard a penalty card. Tavolo suggests the card set aside goes first (as in cases 1.A.1.1.1 and 1.B.1.1.1) and the penalty cards in the rounds after, lowest first; the arbitro may decide otherwise.`,
      ),
    ),
  }),
  caseA({
    id: 'bur-ch-38-1-b-2-1-2',
    case: '1.B.2.1.2',
    title: t(
      'Raccolta al posto del compagno: ha fatto gioco, non ha ancora scartato',
      'Took the pile in his partner’s turn: played, no discard yet',
    ),
    words: [
      'ha raccolto al posto del compagno e ha calato',
      'ha preso gli scarti del compagno',
      'toccava al compagno',
    ],
    quote: CASE['1.B.2.1.2'],
    main: ruling(
      t(
        'Si ferma, monte ripristinato, ultimo gioco e incompleti penalizzati; il compagno pesca e scarta soltanto',
        'He stops, pile restored, last and incomplete melds penalised; the partner only draws and discards',
      ),
      [
        S.stop,
        S.restorePile,
        S.lastPenalised,
        S.othersFrozen,
        S.incompletePile,
        S.penaltyFirst,
        S.laterRounds,
        t(
          'Il compagno, al suo turno, si limita a pescare dal tallone e a scartare una carta, senza altri giochi (quelli che calasse sono congelati temporaneamente), e non può chiudere.',
          'The partner, on his turn, only draws from the stock and discards a card, with no other play (any meld he lays down is frozen for one round), and may not close.',
        ),
        S.caution,
      ],
      `${Q.STOP} – ${Q.RESTORE_PILE} – ${Q.LAST_PENALISED} – ${Q.INCOMPLETE_PILE} – al proprio turno il giocatore colpevole limiterà il suo gioco alla pesca o alla raccolta e allo scarto, secondo antinorma, di una delle carte penalizzate. – ${Q.LATER_ROUNDS} – il compagno del giocatore colpevole, al proprio turno di gioco, dovrà limitarsi a pescare dal tallone e scartare una carta senza fare ulteriori giochi (gli eventuali giochi calati saranno congelati temporaneamente). Non potrà chiudere dovendo scontare la penalità.`,
      [
        fx.turnEnds,
        fx.restore,
        fx.penaltyCards,
        fx.frozen,
        fx.drawDiscard,
        fx.noCloseServed,
        fx.partnerNoClose,
      ],
      CAUTION,
      CAUTION_NOTE_A,
    ),
  }),
  caseA({
    id: 'bur-ch-38-1-b-2-2',
    case: '1.B.2.2',
    title: t(
      'Raccolta al posto del compagno: nessun gioco',
      'Took the pile in his partner’s turn: no play',
    ),
    words: ['ha raccolto al posto del compagno', 'ha preso gli scarti per il compagno'],
    quote: CASE['1.B.2.2'],
    main: ruling(
      t(
        'Monte ripristinato; il compagno pesca e scarta soltanto e non chiude',
        'The pile is restored; the partner only draws and discards and may not close',
      ),
      [
        S.stop,
        S.restorePile,
        t(
          'Il compagno, al suo turno, si limita a pescare dal tallone e a scartare la carta pescata, senza altri giochi, e non può chiudere.',
          'The partner, on his turn, only draws from the stock and discards the card drawn, with no other play, and may not close.',
        ),
        S.caution,
      ],
      `${Q.STOP} – ${Q.RESTORE_PILE} – ${Q.PARTNER_DRAW_DISCARD}`,
      [fx.turnEnds, fx.restore, fx.drawDiscard, fx.partnerNoClose],
      CAUTION,
      CAUTION_NOTE_A,
    ),
  }),
  // ------------------------------------------------------------------ B, C, D
  entry38({
    id: 'bur-ch-38-b',
    case: 'B',
    title: t(
      'Gioca fuori turno senza pescare né raccogliere',
      'Plays out of turn without drawing or taking the pile',
    ),
    words: [
      'ha giocato fuori turno',
      'ha calato fuori turno',
      'ha legato fuori turno',
      'non era il suo turno e ha calato',
      'gioco fuori turno',
      'ha calato quando non toccava a lui',
      'ha giocato prima del suo turno',
      'ha attaccato quando toccava all’avversario',
    ],
    quote: CASE.B,
    questions: [BEGUN],
    rulings: [
      { when: { begun: 'yes' }, ruling: superseded(Q.SUPERSEDED) },
      {
        when: { begun: 'no' },
        ruling: ruling(
          t(
            'Si ferma: ultimo gioco penalizzato, altri congelati; al suo turno pesca e scarta una penalizzata',
            'He stops: last meld penalised, the rest frozen; on his turn he draws and discards a penalty card',
          ),
          [
            S.stop,
            S.lastPenalised,
            S.othersFrozen,
            S.penaltyFirst,
            S.laterRounds,
            S.partnerNoClose,
            S.caution,
          ],
          CASE.B,
          [
            fx.turnEnds,
            fx.penaltyCards,
            fx.frozen,
            fx.drawDiscard,
            fx.noCloseServed,
            fx.partnerNoClose,
          ],
          CAUTION,
          t(
            'L’art. 38 non prevede sanzioni per il referto; l’art. 50 prevede il richiamo per “aver giocato fuori turno”, e Tavolo lo registra. Un secondo richiamo nello stesso evento diventa ammonizione (art. 50).',
            'Art. 38 gives no sanction for the record; art. 50 gives a caution for “aver giocato fuori turno”, and Tavolo records it. A second caution in the same event becomes a warning (art. 50).',
          ),
        ),
      },
    ],
    gap: ROTATION_GAP,
  }),
  entry38({
    id: 'bur-ch-38-c',
    case: 'C',
    title: t(
      'Gioca dopo aver scartato, prima che l’avversario peschi',
      'Plays after discarding, before the opponent draws',
    ),
    words: [
      'ha calato dopo lo scarto',
      'ha scartato e poi ha calato',
      'ha legato dopo aver scartato',
      'ha giocato dopo lo scarto',
      'ha lasciato una carta raccolta e poi ha calato',
      'ha chiuso dopo aver scartato',
      'ha attaccato dopo aver scartato',
      'ha calato prima che l’avversario pescasse',
      'ha finito le carte dopo lo scarto',
    ],
    quote: CASE.C,
    questions: [
      {
        id: 'result',
        text: t(
          'Con quella giocata dopo lo scarto il colpevole ha chiuso o è andato a pozzetto?',
          'With that play after the discard, did the offender close or take the pozzetto?',
        ),
        options: [
          { id: 'none', text: t('Né l’uno né l’altro', 'Neither') },
          { id: 'closed', text: t('Ha chiuso', 'He closed') },
          { id: 'pozzetto', text: t('È andato a pozzetto', 'He took the pozzetto') },
        ],
      },
    ],
    rulings: [
      {
        when: { result: 'none' },
        ruling: ruling(
          t(
            'Giochi fatti dopo lo scarto congelati; al suo turno pesca e scarta soltanto',
            'Plays made after the discard frozen; on his turn he only draws and discards',
          ),
          [
            t(
              'Tutti i giochi calati dopo lo scarto (o dopo aver lasciato sul tavolo la carta raccolta) sono congelati temporaneamente.',
              'Every meld laid down after the discard (or after leaving the card taken on the table) is frozen for one round.',
            ),
            t(
              'Al suo turno successivo il colpevole pesca dal tallone e scarta la carta pescata, senza fare gioco.',
              'At his next turn the offender draws from the stock and discards the card drawn, without playing.',
            ),
            S.partnerNoClose,
            S.caution,
          ],
          '– tutti i giochi calati dopo lo scarto o dopo aver lasciato la carta sul tavolo, saranno congelati temporaneamente . – Al successivo “proprio turno” il giocatore colpevole dovrà pescare dal tallone e scartare la carta pescata senza poter fare gioco.',
          [fx.frozen, fx.drawDiscard, fx.partnerNoClose],
          CAUTION,
          t(
            'La frase sul compagno (“Il proprio compagno invece non potrà chiudere solo durante il giro in cui è avvenuta l’irregolarità”) segue il caso del pozzetto: Tavolo la applica a tutto il caso C. Il richiamo è quello dell’art. 50 per “aver giocato fuori turno”: dopo lo scarto il turno del colpevole è finito.',
            'The sentence on the partner follows the pozzetto case: Tavolo applies it to the whole of case C. The caution is art. 50’s for “aver giocato fuori turno”: after the discard the offender’s turn is over.',
          ),
        ),
      },
      {
        when: { result: 'closed' },
        ruling: ruling(
          t(
            'La chiusura è rinviata al giro successivo; giochi congelati',
            'The closing is put off to the next round; the melds frozen',
          ),
          [
            t('La chiusura non vale ora.', 'The closing does not count now.'),
            t(
              'I giochi calati dopo lo scarto sono congelati temporaneamente.',
              'The melds laid down after the discard are frozen for one round.',
            ),
            t(
              'Al suo turno successivo il colpevole pesca dal tallone e scarta la carta pescata, senza fare gioco; chiuderà al giro successivo, dopo aver regolarmente pescato e giocato.',
              'At his next turn the offender draws from the stock and discards the card drawn, without playing; he closes in the round after, having drawn and played as usual.',
            ),
            S.partnerNoClose,
            S.caution,
          ],
          'Qualora con questa giocata errata: o Avesse chiuso; rinvierà la chiusura al giro successivo, dopo aver regolarmente pescato e giocato;',
          [{ kind: 'closing-deferred' }, fx.frozen, fx.drawDiscard, fx.partnerNoClose],
          CAUTION,
          t(
            'Il testo non dice con quali carte il colpevole, che ha calato tutto, giochi nei turni successivi: Tavolo suggerisce che i giochi restino sul tavolo congelati e che egli peschi e scarti la carta pescata al turno successivo, poi chiuda al giro seguente.',
            'The text does not say with which cards the offender, who laid everything down, plays in the next turns: Tavolo suggests the melds stay frozen on the table, he draws and discards the card drawn at his next turn, and closes in the round after.',
          ),
        ),
      },
      {
        when: { result: 'pozzetto' },
        ruling: ruling(
          t(
            'Al suo turno pesca e scarta senza giocare il pozzetto, che giocherà al giro successivo',
            'On his turn he draws and discards without playing the pozzetto, which he plays in the next round',
          ),
          [
            t(
              'I giochi calati dopo lo scarto sono congelati temporaneamente.',
              'The melds laid down after the discard are frozen for one round.',
            ),
            t(
              'Al suo turno il colpevole pesca e scarta la carta pescata senza giocare il pozzetto, che potrà giocare solo nel giro successivo.',
              'On his turn the offender draws and discards the card drawn without playing the pozzetto, which he may play only in the next round.',
            ),
            S.partnerNoClose,
            S.caution,
          ],
          'o Fosse andato a pozzetto; al proprio turno dovrà pescare e scartare la carta pescata senza poter giocare il pozzetto, che potrà essere giocato solo durante il giro successivo. Il proprio compagno invece non potrà chiudere solo durante il giro in cui è avvenuta l’irregolarità.',
          [fx.frozen, fx.drawDiscard, fx.noPozzettoInDiretta, fx.partnerNoClose],
          CAUTION,
        ),
      },
    ],
    gap: t(
      'Il caso C non dice che cosa accade se l’errore è notato dopo che l’avversario ha pescato: Tavolo suggerisce di considerarlo superato, come i casi A, B ed E (“l’irregolarità è superata e il gioco prosegue regolarmente”), e lascia la decisione all’arbitro.',
      'Case C does not say what happens if the error is noticed after the opponent drew: Tavolo suggests it is passed over, as in cases A, B and E, and leaves it to the arbitro.',
    ),
  }),
  entry38({
    id: 'bur-ch-38-d',
    case: 'D',
    title: t(
      'Continua a giocare dopo la chiamata dell’arbitro',
      'Plays on after the arbitro was called',
    ),
    words: [
      'ha continuato a giocare dopo la chiamata dell’arbitro',
      'abbiamo chiamato l’arbitro e ha continuato',
      'non si è fermato',
      'gioca mentre arriva l’arbitro',
    ],
    quote: CASE.D,
    questions: [],
    rulings: [
      {
        when: {},
        ruling: ruling(
          t(
            'Carte calate dopo la chiamata congelate; la linea non chiude in questo giro',
            'Cards laid down after the call frozen; the line may not close this round',
          ),
          [
            t(
              'Tutte le carte calate dopo la chiamata dell’arbitro sono congelate temporaneamente.',
              'Every card laid down after the arbitro was called is frozen for one round.',
            ),
            t(
              'Il colpevole sospende il gioco e in quel giro non può chiudere.',
              'The offender stops playing and may not close in that round.',
            ),
            S.partnerNoClose,
          ],
          CASE.D,
          [fx.frozen, fx.turnEnds, fx.lineNoClose],
          NONE,
          t(
            'L’art. 38 non prevede sanzioni per il referto e l’art. 50 non elenca questo caso: Tavolo non registra nulla e lascia all’arbitro un eventuale richiamo per violazione dell’etica di gioco.',
            'Art. 38 gives no sanction for the record and art. 50 does not list this case: Tavolo records nothing and leaves any caution for a breach of ethics to the arbitro.',
          ),
        ),
      },
    ],
  }),
  // ------------------------------------------------------------------ E: after the pozzetto in diretta
  ...eEntries(),
];
