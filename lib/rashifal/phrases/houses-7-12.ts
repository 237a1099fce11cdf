import type { HousePhrases } from './types';

// Our own wording of the Moon's transit results (gochara), houses 7–12: 7 happiness, 8 trouble
// (chandrashtama), 9 obstacles, 10 fulfilment, 11 gains, 12 expense.
export const HOUSES_7_12: readonly HousePhrases[] = [
  {
    general: [
      [
        'A pleasant, sociable day; company and good food come your way.',
        'रमाइलो र भेटघाटको दिन; साथीसङ्गत र मीठो भोजनको अवसर मिल्नेछ।',
      ],
      [
        'Others meet you halfway today; joint efforts succeed.',
        'आज अरूले पनि तपाईंलाई आधा बाटोमै भेट्नेछन्; मिलेर गरेका काम सफल हुनेछन्।',
      ],
      [
        'Respect and goodwill grow; it is a day to be seen and heard.',
        'मानसम्मान र सद्भाव बढ्नेछ; भेटघाट र छलफलमा अगाडि आउने दिन।',
      ],
    ],
    work: [
      [
        'Partnerships and agreements go well; a good day to meet clients.',
        'साझेदारी र सम्झौता राम्रा हुनेछन्; ग्राहकसँग भेट्न उपयुक्त दिन।',
      ],
      [
        'Trade and dealings with the public bring profit.',
        'व्यापार र सर्वसाधारणसँगका कारोबारबाट लाभ हुनेछ।',
      ],
      [
        'A business partner or colleague backs your plan.',
        'व्यावसायिक साझेदार वा सहकर्मीले तपाईंको योजनालाई साथ दिनेछन्।',
      ],
    ],
    health: [
      [
        'You feel content and well; enjoy a good meal without overeating.',
        'मन सन्तुष्ट र शरीर स्वस्थ रहनेछ; मीठो खाना खानुहोस् तर धेरै नखानुहोस्।',
      ],
      [
        'Good spirits keep you healthy; a walk with someone adds to it.',
        'प्रसन्न मनले स्वस्थ राख्नेछ; कसैसँगको हिँडाइले झनै राम्रो बनाउनेछ।',
      ],
      [
        'Energy is balanced; keep to your usual routine.',
        'शरीरको शक्ति सन्तुलित रहनेछ; आफ्नो सामान्य दिनचर्या कायम राख्नुहोस्।',
      ],
    ],
    family: [
      [
        'Time with your spouse or partner is warm and close.',
        'जीवनसाथीसँगको समय न्यानो र आत्मीय रहनेछ।',
      ],
      [
        'Good prospects for marriage talks and new friendships.',
        'विवाहको कुराकानी र नयाँ मित्रताका लागि शुभ सङ्केत छ।',
      ],
      ['An invitation or a gathering brings joy.', 'कुनै निम्तो वा जमघटले आनन्द दिनेछ।'],
    ],
  },
  {
    general: [
      [
        'Chandrashtama: the Moon is eighth from your sign, so lie low and take no risks.',
        'चन्द्राष्टम: चन्द्रमा तपाईंको राशिबाट आठौं स्थानमा छन्, त्यसैले जोखिम नलिई शान्त रहनुहोस्।',
      ],
      [
        'Unexpected hurdles may appear; keep plans flexible and tempers cool.',
        'अप्रत्याशित अवरोध आउन सक्छन्; योजना लचिलो र मन शान्त राख्नुहोस्।',
      ],
      [
        'A day to watch, not to leap; important beginnings can wait two days.',
        'हाम फाल्ने होइन, हेरेर बस्ने दिन; महत्त्वपूर्ण सुरुवात दुई दिन पर्खन सक्छन्।',
      ],
    ],
    work: [
      [
        'Avoid new investments, loans and standing guarantee for others.',
        'नयाँ लगानी, ऋण र अरूको जमानी बस्ने काम नगर्नुहोस्।',
      ],
      [
        'Delays and hidden costs are likely; keep a margin in your budget.',
        'ढिलाइ र लुकेका खर्च आउन सक्छन्; बजेटमा केही रकम जगेडा राख्नुहोस्।',
      ],
      [
        'Keep to routine work and double-check anything you send out.',
        'दैनिक काममै सीमित रहनुहोस् र पठाउने हरेक कुरा दोहोर्‍याएर जाँच्नुहोस्।',
      ],
    ],
    health: [
      [
        'Be careful with sharp tools, fire and the road.',
        'धारिलो औजार, आगो र सडकमा विशेष सावधानी अपनाउनुहोस्।',
      ],
      [
        'Low energy is likely; rest, warm food and early sleep help.',
        'शक्ति कम महसुस हुन सक्छ; आराम, तातो खाना र चाँडो सुताइले सघाउनेछ।',
      ],
      [
        'Do not ignore a minor symptom; attend to it early.',
        'सानो लक्षणलाई पनि बेवास्ता नगर्नुहोस्; बेलैमा उपचार गर्नुहोस्।',
      ],
    ],
    family: [
      [
        'Misunderstandings come easily; avoid touchy subjects today.',
        'गलतफहमी सजिलै पैदा हुन सक्छ; आज संवेदनशील विषय नउठाउनुहोस्।',
      ],
      [
        'In-laws or joint family matters need tact.',
        'ससुराली वा संयुक्त परिवारका विषयमा विवेक पुर्‍याउनुहोस्।',
      ],
      [
        'Keep secrets and promises; trust is fragile today.',
        'गोप्य कुरा र वाचा दुवै राख्नुहोस्; आज विश्वास सजिलै डगमगाउन सक्छ।',
      ],
    ],
  },
  {
    general: [
      [
        'Luck feels uneven; steady effort counts for more than chance.',
        'भाग्यले पूरा साथ नदेला; संयोगभन्दा लगातारको प्रयास बढी काम लाग्नेछ।',
      ],
      [
        'A reflective day: faith, study and the advice of elders steady you.',
        'मनन गर्ने दिन: आस्था, अध्ययन र ठूलाबडाको सल्लाहले मन स्थिर राख्नेछ।',
      ],
      [
        'Some plans stall, others move; choose the ones that need no luck.',
        'केही योजना अड्किनेछन्, केही अघि बढ्नेछन्; भाग्यमा भर नपर्ने काम रोज्नुहोस्।',
      ],
    ],
    work: [
      [
        'Long-distance dealings and paperwork may be delayed.',
        'टाढाका कारोबार र कागजी काममा ढिलाइ हुन सक्छ।',
      ],
      [
        "A senior's guidance helps you avoid a costly mistake.",
        'वरिष्ठको मार्गदर्शनले महँगो गल्तीबाट जोगाउनेछ।',
      ],
      [
        'Spend on learning or a good cause rather than on luxuries.',
        'विलासिताभन्दा सिकाइ वा असल काममा खर्च गर्नुहोस्।',
      ],
    ],
    health: [
      [
        'A mild fever or cold is possible; do not skip rest.',
        'हल्का ज्वरो वा रुघाखोकी लाग्न सक्छ; आराम नछुटाउनुहोस्।',
      ],
      [
        'Travel or late nights leave you tired; keep the day light.',
        'यात्रा वा राति अबेरसम्म जाग्नाले थकान हुनेछ; दिनलाई हलुका राख्नुहोस्।',
      ],
      [
        'Hips and thighs may ache; gentle stretching helps.',
        'कम्मर र तिघ्रा दुख्न सक्छन्; हल्का स्ट्रेचिङले राहत दिनेछ।',
      ],
    ],
    family: [
      [
        'Your father or a teacher may need your time or help.',
        'बुबा वा गुरुलाई तपाईंको समय वा सहयोग चाहिन सक्छ।',
      ],
      [
        'A visit to a temple or a family puja brings peace.',
        'मन्दिर दर्शन वा पारिवारिक पूजाले मनमा शान्ति दिनेछ।',
      ],
      [
        'Differences in belief are best left undebated today.',
        'आस्था र विश्वासका भिन्नतामा आज बहस नगर्नु नै राम्रो।',
      ],
    ],
  },
  {
    general: [
      [
        'Work succeeds and your standing rises; the aims you set are within reach.',
        'काम सफल हुनेछ र प्रतिष्ठा बढ्नेछ; राखेका लक्ष्य हातैमा छन्।',
      ],
      [
        'A productive, visible day; what you finish today gets noticed.',
        'फलदायी र देखिने दिन; आज सकेको काम सबैको नजरमा पर्नेछ।',
      ],
      [
        'Things fall into place; it is a good day to ask for what you want.',
        'काम ठाउँमै मिल्दै जानेछन्; चाहेको कुरा माग्न राम्रो दिन।',
      ],
    ],
    work: [
      [
        'Promotion, new responsibility or praise from a superior is possible.',
        'पदोन्नति, नयाँ जिम्मेवारी वा हाकिमबाट प्रशंसा मिल्न सक्छ।',
      ],
      [
        'Government and office work goes smoothly; submit applications today.',
        'सरकारी र कार्यालयका काम सहजै हुनेछन्; निवेदन आजै बुझाउनुहोस्।',
      ],
      [
        'Business grows on your reputation; a good day to launch or present.',
        'साखका कारण व्यवसाय बढ्नेछ; नयाँ काम सुरु गर्न वा प्रस्तुत गर्न राम्रो दिन।',
      ],
    ],
    health: [
      [
        'Busy but healthy; remember to eat on time.',
        'व्यस्त तर स्वस्थ रहनुहुनेछ; समयमै खाना खान नबिर्सनुहोस्।',
      ],
      [
        'Energy matches your ambition; mind your posture at the desk.',
        'जोसअनुसारै शक्ति रहनेछ; टेबलमा काम गर्दा बस्ने तरिकामा ध्यान दिनुहोस्।',
      ],
      [
        'Knees and joints like movement; stretch between tasks.',
        'घुँडा र जोर्नीलाई चलाइरहनुहोस्; कामको बीचमा शरीर तन्काउनुहोस्।',
      ],
    ],
    family: [
      [
        'Your success makes the family proud; share it with them.',
        'तपाईंको सफलताले परिवार गर्व गर्नेछ; खुसी उनीहरूसँग बाँड्नुहोस्।',
      ],
      [
        'Balance work and home; an hour with family matters today.',
        'काम र घरबीच सन्तुलन राख्नुहोस्; आज परिवारसँगको एक घण्टा महत्त्वपूर्ण छ।',
      ],
      [
        'Elders bless your plans; seek their word before big steps.',
        'ठूलाबडाको आशीर्वाद मिल्नेछ; ठूला कदम चाल्नुअघि उनीहरूको सल्लाह लिनुहोस्।',
      ],
    ],
  },
  {
    general: [
      [
        'Gains and good news arrive; wishes long held may come true.',
        'लाभ र शुभ समाचार आउनेछन्; लामो समयदेखिको इच्छा पूरा हुन सक्छ।',
      ],
      [
        'One of the better days of the cycle: friends help and efforts pay.',
        'यो चक्रका राम्रा दिनमध्ये एक: साथीहरूले सघाउनेछन् र प्रयासको फल मिल्नेछ।',
      ],
      [
        'Opportunities come through people you know; say yes to invitations.',
        'चिनजानका मानिसमार्फत अवसर आउनेछन्; निम्तो स्वीकार गर्नुहोस्।',
      ],
    ],
    work: [
      [
        'Income rises or a payment comes in; a good day for trade.',
        'आम्दानी बढ्नेछ वा भुक्तानी आउनेछ; व्यापारका लागि राम्रो दिन।',
      ],
      [
        "Networking brings profit; a friend's tip proves useful.",
        'सम्पर्क विस्तारले लाभ दिनेछ; साथीको सुझाव काम लाग्नेछ।',
      ],
      [
        "Targets are met; put something aside from today's gain.",
        'लक्ष्य पूरा हुनेछन्; आजको लाभबाट केही बचत गर्नुहोस्।',
      ],
    ],
    health: [
      [
        'You feel well and light; a cheerful mood supports health.',
        'शरीर स्वस्थ र हलुका महसुस हुनेछ; प्रसन्न मनले स्वास्थ्यलाई साथ दिनेछ।',
      ],
      [
        'Recovery is quick; an old ailment troubles you less.',
        'छिट्टै तङ्ग्रिनुहुनेछ; पुरानो रोगले कम दुःख दिनेछ।',
      ],
      [
        'Good vitality; celebrate without overindulging.',
        'शरीरमा राम्रो स्फूर्ति रहनेछ; रमाइलो गर्नुहोस्, तर अति नगर्नुहोस्।',
      ],
    ],
    family: [
      ['Elder siblings and friends stand by you.', 'दाजुदिदी र साथीहरू तपाईंको साथमा रहनेछन्।'],
      [
        'A happy gathering, or good news from the children.',
        'रमाइलो भेटघाट हुनेछ वा सन्तानबाट शुभ समाचार आउनेछ।',
      ],
      [
        'Love life brightens; a shared plan comes together.',
        'प्रेम जीवनमा उज्यालो थपिनेछ; सँगै बनाएको योजना पूरा हुनेछ।',
      ],
    ],
  },
  {
    general: [
      [
        'Expenses and fatigue weigh on the day; keep commitments few.',
        'खर्च र थकानले दिन गह्रुङ्गो बनाउनेछ; धेरै काम जिम्मा नलिनुहोस्।',
      ],
      [
        'Energy ebbs; a good day for rest, reflection and letting go.',
        'जाँगर घट्नेछ; आराम, मनन र छाड्नुपर्ने कुरा छाड्ने दिन।',
      ],
      [
        'Things slip through your fingers if you hurry; slow down.',
        'हतार गर्नुभयो भने काम हातबाट फुत्किनेछन्; बिस्तारै अघि बढ्नुहोस्।',
      ],
    ],
    work: [
      [
        'Spending runs ahead of income; avoid lending and impulse buys.',
        'आम्दानीभन्दा खर्च बढी हुनेछ; सापटी दिने र आवेगमा किन्ने काम नगर्नुहोस्।',
      ],
      [
        'Work done behind the scenes goes better than meetings today.',
        'आज बैठकभन्दा पर्दापछाडिका काम राम्रा हुनेछन्।',
      ],
      [
        'Keep valuables and documents safe; losses come from carelessness.',
        'बहुमूल्य सामान र कागजपत्र सुरक्षित राख्नुहोस्; लापरबाहीले हानि हुन सक्छ।',
      ],
    ],
    health: [
      [
        'Sleep is short or restless; go to bed early tonight.',
        'निद्रा कम वा खल्बलिएको हुन सक्छ; आज राति चाँडै सुत्नुहोस्।',
      ],
      ['Feet and eyes tire easily; rest them.', 'खुट्टा र आँखा छिट्टै थाक्नेछन्; आराम दिनुहोस्।'],
      [
        'Meditation or prayer restores what the day takes out of you.',
        'ध्यान वा प्रार्थनाले दिनभरको थकान मेटाउनेछ।',
      ],
    ],
    family: [
      [
        'You may feel distant from people around you; reach out first.',
        'आसपासका मानिसबाट टाढिएको महसुस हुन सक्छ; आफैं पहिले सम्पर्क गर्नुहोस्।',
      ],
      ['A relative far away may need help or news.', 'टाढा रहेका आफन्तलाई सहयोग वा खबर चाहिन सक्छ।'],
      [
        'Spending on family is money well spent; do it without complaint.',
        'परिवारका लागि गरेको खर्च सार्थक हुनेछ; गुनासो नगरी गर्नुहोस्।',
      ],
    ],
  },
];
