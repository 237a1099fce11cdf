/**
 * Text typed in the Preeti font by people, with its Unicode as a reader reads it. The spelling
 * is the typist's (ढांटेको; a space before the slash of २०८१ /८२).
 */
export const PREETI_CORPUS: ReadonlyArray<{ source: string; preeti: string; unicode: string }> = [
  {
    source: 'a bank’s job application form, published on the web in Preeti',
    preeti: 'd}n] o; b/vf:tdf v\'nfPsf ;Dk"0f{ ljj/0fx¿ ;To 5g\\ .',
    unicode: 'मैले यस दरखास्तमा खुलाएका सम्पूर्ण विवरणहरू सत्य छन् ।',
  },
  {
    source: 'a bank’s job application form, published on the web in Preeti',
    preeti:
      ";/sf/L÷a}+ssf] ;]jfsf] lgldQ cof]Uo 7xl/g] u/L ;]jfaf6 avf{:t ePsf] 5}g / d]/f] lgo'lQmsf] ;DaGwdf c;/ kg{ ;Sg] sfdsf] cg'ej, j}olQms ljj/0f, z}lIfs of]Uotf cflbsf ;DaGwdf s'g} s'/f 9f+6]sf] jf n'sfPsf] 5}g .",
    unicode:
      'सरकारी/बैंकको सेवाको निमित्त अयोग्य ठहरिने गरी सेवाबाट बर्खास्त भएको छैन र मेरो नियुक्तिको सम्बन्धमा असर पर्न सक्ने कामको अनुभव, वैयक्तिक विवरण, शैक्षिक योग्यता आदिका सम्बन्धमा कुनै कुरा ढांटेको वा लुकाएको छैन ।',
  },
  {
    source: 'a bank’s job application form, published on the web in Preeti',
    preeti: "s'g} s'/f 9f+6]sf] jf n'sfPsf] 7x/]df k|rlnt sfg\"g adf]lhd ;xg]5', a'emfpg]5' .",
    unicode: 'कुनै कुरा ढांटेको वा लुकाएको ठहरेमा प्रचलित कानून बमोजिम सहनेछु, बुझाउनेछु ।',
  },
  {
    source: 'a bank’s job application form, published on the web in Preeti',
    preeti:
      ';fy} s[lif ljsf; a}+s ln=sd{rf/L ;]jf zt{;DjGwL ljlgodfjnL, kbk"lt{ lgb]{lzsf @)^^ / k/LIffyL{n] kfng ug\'{kg]{ zt{x¿ ljk/Lt x\'g] u/L k/LIff ejgleq s\'g} sfo{ u/]df tTsfn k/LIffaf6 lgisfzg ug]{, jf kbk"lt{ ;ldltaf6 d]/f] ;Dk"0f{ k/LIff /2 ug]{ lg0f{o ePdf d]/f] k"0f{ d~h\'/L 5 .',
    unicode:
      'साथै कृषि विकास बैंक लि.कर्मचारी सेवा शर्तसम्वन्धी विनियमावली, पदपूर्ति निर्देशिका २०६६ र परीक्षार्थीले पालन गर्नुपर्ने शर्तहरू विपरीत हुने गरी परीक्षा भवनभित्र कुनै कार्य गरेमा तत्काल परीक्षाबाट निष्काशन गर्ने, वा पदपूर्ति समितिबाट मेरो सम्पूर्ण परीक्षा रद्द गर्ने निर्णय भएमा मेरो पूर्ण मञ्जुरी छ ।',
  },
  {
    source: 'a bank’s job application form, published on the web in Preeti',
    preeti:
      "pDd]bjf/n] kfng ug'{ kg]{ egL o; b/vf:t kmf/fdsf k[i7x¿df plNnlvt ;a} lgb]{zgx¿ d}n] /fd|/L k9]+ / d tL ;a}sf] kfng ug{ d~h'/ ub{5' .",
    unicode:
      'उम्मेदवारले पालन गर्नु पर्ने भनी यस दरखास्त फारामका पृष्ठहरूमा उल्लिखित सबै निर्देशनहरू मैले राम्ररी पढें र म ती सबैको पालन गर्न मञ्जुर गर्दछु ।',
  },
  {
    source: 'a bank’s job application form, published on the web in Preeti',
    preeti:
      "b|i6Jo b/vf:t;fy lj1fkgdf pNn]lvt sfuhftsf cltl/Qm lgDg sfuhftx¿ clgjfo{ ;+nUg x'g'kg]{5 M",
    unicode:
      'द्रष्टव्य दरखास्तसाथ विज्ञापनमा उल्लेखित कागजातका अतिरिक्त निम्न कागजातहरू अनिवार्य संलग्न हुनुपर्नेछ ः',
  },
  {
    source: 'a bank’s job application form, published on the web in Preeti',
    preeti: "!_ pd]/ v'n]sf] k|df0fkqsf] k|dfl0ft k|ltlnlk .",
    unicode: '१) उमेर खुलेको प्रमाणपत्रको प्रमाणित प्रतिलिपि ।',
  },
  {
    source: 'a bank’s job application form, published on the web in Preeti',
    preeti: '@_ g]kfnL gful/stfsf] k|df0fkqsf] k|ltlnlk .',
    unicode: '२) नेपाली नागरिकताको प्रमाणपत्रको प्रतिलिपि ।',
  },
  {
    source: 'a bank’s job application form, published on the web in Preeti',
    preeti: '#_ lj1fkg ePsf] kbsf] nflu tf]lsPsf] Go"gtd z}lIfs of]Uotfsf] k|df0fkqsf] k|df',
    unicode: '३) विज्ञापन भएको पदको लागि तोकिएको न्यूनतम शैक्षिक योग्यताको प्रमाणपत्रको प्रमा',
  },
  {
    source: 'a bank’s job application form, published on the web in Preeti',
    preeti:
      "$_ dfly #_ dxndf plNnlvt ljj/0f k|dfl0ft sfuhftsf] k|dfl0ft k|ltlnlk ;+nUg ug'{ kg]{5 .",
    unicode: '४) माथि ३) महलमा उल्लिखित विवरण प्रमाणित कागजातको प्रमाणित प्रतिलिपि संलग्न गर्नु पर्नेछ ।',
  },
  {
    source: 'a bank’s job application form, published on the web in Preeti',
    preeti: "b/vf:t a'‰g] b:tvt / ldlt",
    unicode: 'दरखास्त बुझ्ने दस्तखत र मिति',
  },
  {
    source: 'a government budget headline',
    preeti: 'g]kfn ;/sf/sf] cfly{s jif{ @)*! ÷*@ sf] ah]6 tyf sfo{qmd',
    unicode: 'नेपाल सरकारको आर्थिक वर्ष २०८१ /८२ को बजेट तथा कार्यक्रम',
  },
];
