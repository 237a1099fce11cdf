import type { HousePhrases } from './types';

// Our own wording of the Moon's transit results from the natal sign (gochara), houses 1–6:
// 1 comfort, 2 expense, 3 success, 4 unease, 5 worry, 6 victory (data-sources.md §4).
export const HOUSES_1_6: readonly HousePhrases[] = [
  {
    general: [
      [
        'With the Moon in your own sign, you feel settled and clear-headed, and others notice your confidence.',
        'चन्द्रमा आफ्नै राशिमा रहेकाले मन स्थिर र विचार स्पष्ट रहनेछ, तपाईंको आत्मविश्वास अरूले पनि देख्नेछन्।',
      ],
      [
        'A personal, well-rounded day: small comforts come easily and your own plans move first.',
        'आफ्नै लागि राम्रो दिन: साना सुखसुविधा सजिलै जुट्नेछन् र आफ्ना योजना पहिले अघि बढ्नेछन्।',
      ],
      [
        'Your mood sets the tone today; start what matters to you and the day will follow your lead.',
        'आज तपाईंको मनस्थितिले नै दिनको रूप तय गर्नेछ; आफूलाई महत्त्वपूर्ण लागेको काम सुरु गर्नुहोस्, दिन तपाईंकै पक्षमा जानेछ।',
      ],
    ],
    work: [
      [
        'Good for starting a task in your own name; a clear proposal gets a fair hearing.',
        'आफ्नै नाममा काम थाल्न उपयुक्त समय; स्पष्ट प्रस्ताव राख्दा राम्रो सुनुवाइ हुनेछ।',
      ],
      [
        'Income holds steady; spend on what you truly need and the day closes in credit.',
        'आम्दानी स्थिर रहनेछ; साँच्चै चाहिने कुरामा मात्र खर्च गर्दा दिनको अन्त्य फाइदामै हुनेछ।',
      ],
      [
        'Your judgement is sound today, so take the decisions you have been putting off.',
        'आज तपाईंको निर्णय क्षमता राम्रो छ, पन्छाउँदै आएका निर्णय आजै लिनुहोस्।',
      ],
    ],
    health: [
      [
        'Energy is good; a regular meal and a short walk keep it that way.',
        'शरीरमा स्फूर्ति रहनेछ; समयमै खाना र छोटो हिँडाइले यसलाई कायम राख्नेछ।',
      ],
      [
        'You feel well in body and mind; do not let a busy day cut into your sleep.',
        'तन र मन दुवै ठीक रहनेछन्; व्यस्तताका कारण निद्रा नघटाउनुहोस्।',
      ],
      [
        'A good day to begin a healthy habit and keep to it.',
        'स्वस्थ बानी सुरु गरेर निरन्तर राख्न राम्रो दिन।',
      ],
    ],
    family: [
      [
        "Family members seek your company; a meal together lifts everyone's spirits.",
        'परिवारका सदस्यहरू तपाईंको साथ खोज्नेछन्; सँगै बसेर खाएको खानाले सबैको मन प्रसन्न बनाउनेछ।',
      ],
      [
        'You come across warmly, so it is an easy day to mend a small misunderstanding.',
        'तपाईंको बोलीमा न्यानोपन देखिनेछ, सानोतिनो गलतफहमी मिलाउन सजिलो दिन।',
      ],
      [
        'Someone close may offer help you did not ask for; accept it gracefully.',
        'नजिकको कसैले नमागेरै सहयोग गर्न सक्छ; खुसीसाथ स्वीकार्नुहोस्।',
      ],
    ],
  },
  {
    general: [
      [
        'A day of mixed results: what you earn and what you say both need a second look.',
        'मिश्रित फलको दिन: कमाइ र बोली दुवैमा दोहोर्‍याएर ध्यान दिनुपर्नेछ।',
      ],
      [
        'Things move, but slowly; patience with people at home and at work pays off.',
        'काम अघि बढ्छन् तर बिस्तारै; घर र कामकाजमा धैर्य राख्दा फाइदा हुनेछ।',
      ],
      [
        'Attention turns to savings and family matters; keep your words measured.',
        'बचत र पारिवारिक विषयमा ध्यान जानेछ; बोल्दा नापतौल गरेर बोल्नुहोस्।',
      ],
    ],
    work: [
      [
        'Unplanned expenses are likely; postpone large purchases and lending.',
        'अनपेक्षित खर्च हुन सक्छ; ठूलो खरिद र लेनदेन केही दिन पर सार्नुहोस्।',
      ],
      [
        'Check bills and accounts twice; a small error could cost more than it seems.',
        'बिल र हिसाबकिताब दुई पटक जाँच्नुहोस्; सानो गल्तीले पनि ठूलो घाटा गराउन सक्छ।',
      ],
      [
        'Money comes in but leaves just as fast; write down where it goes.',
        'पैसा आउँछ तर त्यत्तिकै छिटो जान्छ; खर्चको हिसाब लेखेर राख्नुहोस्।',
      ],
    ],
    health: [
      [
        'Watch what you eat; the throat, teeth and eyes need care today.',
        'खानपानमा ध्यान दिनुहोस्; घाँटी, दाँत र आँखाको हेरचाह आज विशेष आवश्यक छ।',
      ],
      [
        'Avoid heavy or oily food late in the day; your digestion will thank you.',
        'साँझपख गरिष्ठ र चिल्लो खानेकुरा नखानुहोस्; पाचन ठीक रहनेछ।',
      ],
      [
        'A little tiredness is likely; plain food and enough water help.',
        'अलिअलि थकान महसुस हुन सक्छ; सादा खाना र पर्याप्त पानीले सघाउनेछ।',
      ],
    ],
    family: [
      [
        'A sharp word at home can linger; speak gently even when you are right.',
        'घरमा बोलेको एउटा कडा शब्द धेरै बेर बिझाउन सक्छ; आफू सही भए पनि नरम बोल्नुहोस्।',
      ],
      [
        'A family matter about money may come up; settle it calmly and openly.',
        'पैसासँग जोडिएको कुनै पारिवारिक कुरा उठ्न सक्छ; शान्त र खुला मनले टुङ्ग्याउनुहोस्।',
      ],
      [
        'Relatives may visit or call; a little hospitality goes a long way.',
        'आफन्त भेट्न आउन वा फोन गर्न सक्छन्; थोरै आतिथ्यले पनि सम्बन्ध बलियो बनाउनेछ।',
      ],
    ],
  },
  {
    general: [
      [
        'Courage and initiative bring success; what you attempt today is likely to work.',
        'साहस र पहलले सफलता दिलाउनेछ; आज गरेको प्रयास सफल हुने सम्भावना छ।',
      ],
      [
        'A lively, productive day: messages, short trips and errands all go your way.',
        'जोसिलो र फलदायी दिन: सन्देश, छोटो यात्रा र सानातिना काम सबै तपाईंको पक्षमा हुनेछन्।',
      ],
      [
        'Obstacles give way when you push; your effort is rewarded today.',
        'अघि बढ्दा अवरोधहरू आफैं हट्नेछन्; आज मिहिनेतको उचित फल पाउनुहुनेछ।',
      ],
    ],
    work: [
      [
        'A good day for negotiations, sales and applications; follow up promptly.',
        'वार्ता, बिक्री र निवेदनका लागि राम्रो दिन; बेलैमा पछ्याउनुहोस्।',
      ],
      [
        'Colleagues respond well to your ideas; small gains come from quick action.',
        'सहकर्मीहरू तपाईंका विचारमा सकारात्मक रहनेछन्; छिटो कदम चाल्दा साना लाभ हुनेछन्।',
      ],
      [
        'Work that needs boldness or travel goes well; money owed to you may arrive.',
        'आँट र यात्रा चाहिने काम राम्रोसँग सम्पन्न हुनेछन्; उठ्न बाँकी रकम हात पर्न सक्छ।',
      ],
    ],
    health: [
      [
        'You feel strong and active; exercise or a brisk walk suits you today.',
        'शरीर बलियो र फुर्तिलो महसुस हुनेछ; व्यायाम वा छिटो हिँडाइ आज तपाईंलाई सुहाउँछ।',
      ],
      [
        'Good stamina; just do not overdo it in your enthusiasm.',
        'शारीरिक क्षमता राम्रो रहनेछ; उत्साहमा धेरै नथाक्नुहोस्।',
      ],
      [
        'A fresh mind and steady energy; minor complaints ease.',
        'मन ताजा र शरीर फुर्तिलो रहनेछ; सानातिना समस्या कम हुनेछन्।',
      ],
    ],
    family: [
      [
        'Brothers, sisters or neighbours bring good news or useful help.',
        'दाजुभाइ, दिदीबहिनी वा छिमेकीबाट शुभ समाचार वा काम लाग्ने सहयोग मिल्नेछ।',
      ],
      [
        'A short outing with family or friends lifts the mood.',
        'परिवार वा साथीसँगको छोटो घुमाइले मन हलुका बनाउनेछ।',
      ],
      [
        'You speak up for someone close and it is appreciated.',
        'नजिकको मान्छेको पक्षमा बोल्नुहुनेछ, र त्यसको कदर हुनेछ।',
      ],
    ],
  },
  {
    general: [
      [
        'The mind is restless and small worries loom large; keep the day simple.',
        'मन अशान्त रहन सक्छ र साना चिन्ता पनि ठूला लाग्नेछन्; दिनलाई सरल राख्नुहोस्।',
      ],
      [
        'Not a day to force things; finish pending work rather than start anew.',
        'जबरजस्ती केही गर्ने दिन होइन; नयाँ काम थाल्नुभन्दा अधुरा काम सिध्याउनुहोस्।',
      ],
      [
        'Comfort feels out of reach for a while; patience brings it back by evening.',
        'केही समय सुखसुविधा टाढा जस्तो लाग्नेछ; धैर्य गर्दा साँझसम्ममा स्थिति सुध्रिनेछ।',
      ],
    ],
    work: [
      [
        'Property, vehicle and household dealings are better postponed.',
        'घरजग्गा, सवारीसाधन र घरायसी कारोबार केही दिन पर सार्नु राम्रो।',
      ],
      [
        'Work feels heavier than usual; do the essentials and leave the rest.',
        'काम सामान्यभन्दा गह्रुङ्गो लाग्नेछ; अत्यावश्यक काम मात्र गर्नुहोस्, बाँकी पछि।',
      ],
      [
        'Avoid signing papers in a hurry; read the fine print twice.',
        'हतारमा कागजपत्रमा सही नगर्नुहोस्; मसिना अक्षर पनि दुई पटक पढ्नुहोस्।',
      ],
    ],
    health: [
      [
        'Restlessness may disturb sleep; rest early and keep screens away at night.',
        'बेचैनीले निद्रा बिथोल्न सक्छ; चाँडै आराम गर्नुहोस् र राति मोबाइल टाढा राख्नुहोस्।',
      ],
      [
        'Chest and breathing need care; avoid cold drinks and dust.',
        'छाती र श्वासप्रश्वासको ख्याल गर्नुहोस्; चिसो पेय र धुलोबाट जोगिनुहोस्।',
      ],
      [
        'Drive carefully and do not rush on the road.',
        'सवारी चलाउँदा सावधानी अपनाउनुहोस्, बाटोमा हतार नगर्नुहोस्।',
      ],
    ],
    family: [
      [
        "Mother's health or a household worry may need your attention.",
        'आमाको स्वास्थ्य वा घरायसी चिन्तामा ध्यान दिनुपर्ने हुन सक्छ।',
      ],
      [
        'Tension at home passes quickly if no one insists on having the last word.',
        'कसैले आफ्नै कुरा अन्तिम हुनुपर्छ भन्ने जिद्दी नगरे घरको तनाव छिट्टै हट्नेछ।',
      ],
      [
        'Quiet time at home, not a crowd, restores you today.',
        'आज भीडभाडभन्दा घरमै शान्त समय बिताउँदा मन हलुका हुनेछ।',
      ],
    ],
  },
  {
    general: [
      [
        'Plans meet small delays; think twice before acting on impulse.',
        'योजनामा साना ढिलाइ आउन सक्छन्; आवेशमा निर्णय गर्नुअघि दुई पटक सोच्नुहोस्।',
      ],
      [
        'Ideas are plentiful but focus is thin; pick one and see it through.',
        'विचार धेरै आउनेछन् तर एकाग्रता कम हुनेछ; एउटा रोजेर पूरा गर्नुहोस्।',
      ],
      [
        'A thoughtful, uneven day; creative work goes better than routine.',
        'सोचविचारको तर उतारचढावको दिन; नियमित कामभन्दा सिर्जनात्मक काम राम्रो हुनेछ।',
      ],
    ],
    work: [
      [
        'Avoid speculation, lotteries and risky investments today.',
        'आज सट्टा, चिट्ठा र जोखिमपूर्ण लगानीबाट टाढै रहनुहोस्।',
      ],
      [
        'Study and research go well; decisions on money can wait.',
        'अध्ययन र खोजका काम राम्रा हुनेछन्; पैसासम्बन्धी निर्णय पर्खन सक्छन्।',
      ],
      [
        'A proposal may need rework; take advice from someone experienced.',
        'कुनै प्रस्ताव फेरि तयार गर्नुपर्ला; अनुभवी व्यक्तिको सल्लाह लिनुहोस्।',
      ],
    ],
    health: [
      [
        'Mild indigestion or acidity is possible; eat on time.',
        'हल्का अपच वा ग्यास्ट्रिक हुन सक्छ; समयमै खाना खानुहोस्।',
      ],
      [
        'Overthinking tires you more than work; take short breaks.',
        'कामभन्दा धेरै सोचाइले थकाउनेछ; बीचबीचमा छोटो विश्राम लिनुहोस्।',
      ],
      ['Light exercise and fresh air clear the head.', 'हल्का व्यायाम र खुला हावाले दिमाग सफा बनाउनेछ।'],
    ],
    family: [
      [
        "Children's studies or health may need attention.",
        'सन्तानको पढाइ वा स्वास्थ्यमा ध्यान दिनुपर्ने हुन सक्छ।',
      ],
      [
        'In love, say what you feel plainly rather than expecting to be understood.',
        'प्रेममा, आफ्नो कुरा बुझिदेला भनेर पर्खनुभन्दा स्पष्ट भन्नुहोस्।',
      ],
      [
        'A light-hearted evening with loved ones eases a tense day.',
        'प्रियजनसँग रमाइलो साँझ बिताउँदा तनावपूर्ण दिन हलुका हुनेछ।',
      ],
    ],
  },
  {
    general: [
      [
        'Opponents back off and problems shrink; you come out ahead.',
        'विरोधीहरू पछि हट्नेछन् र समस्या साना हुँदै जानेछन्; तपाईं अगाडि रहनुहुनेछ।',
      ],
      [
        'A practical day: whatever you tackle head-on gets sorted.',
        'व्यावहारिक दिन: सोझै सामना गरेका काम टुङ्गोमा पुग्नेछन्।',
      ],
      [
        'You win a point you had been arguing for; be generous in victory.',
        'लामो समयदेखि अड्किएको कुरामा तपाईंको जित हुनेछ; जितमा उदार बन्नुहोस्।',
      ],
    ],
    work: [
      [
        'Old debts can be cleared and disputes settled in your favour.',
        'पुराना ऋण तिर्न सकिनेछ र विवाद तपाईंकै पक्षमा टुङ्गिनेछन्।',
      ],
      [
        "Hard work is noticed; a competitor's move works out to your benefit.",
        'मिहिनेतको कदर हुनेछ; प्रतिस्पर्धीको चाल पनि तपाईंकै लागि फाइदाजनक बन्नेछ।',
      ],
      [
        'A good day for service work, routine tasks and clearing backlogs.',
        'सेवाका काम, दैनिक काम र थुप्रिएका काम सिध्याउन राम्रो दिन।',
      ],
    ],
    health: [
      [
        'Health improves; a lingering complaint starts to ease.',
        'स्वास्थ्यमा सुधार हुनेछ; लामो समयदेखिको समस्या कम हुन थाल्नेछ।',
      ],
      [
        'Your resistance is good; a fine day for a check-up.',
        'आज रोग प्रतिरोधात्मक क्षमता राम्रो रहनेछ; स्वास्थ्य जाँच गराउन उपयुक्त दिन।',
      ],
      [
        'Your routine pays off: steady meals and sleep keep you strong.',
        'नियमित दिनचर्याको फल मिल्नेछ: समयमै खाना र निद्राले बलियो राख्नेछ।',
      ],
    ],
    family: [
      [
        'A disagreement at home resolves once you listen first.',
        'पहिले सुन्ने गर्नुभयो भने घरको मतभेद मिल्नेछ।',
      ],
      ['Helping a relative or a neighbour brings goodwill.', 'आफन्त वा छिमेकीलाई सघाउँदा सद्भाव बढ्नेछ।'],
      [
        "Your mother's side of the family may be in touch with good news.",
        'मामाघरतर्फबाट शुभ खबर आउन सक्छ।',
      ],
    ],
  },
];
