# 5,000 nested blocks.
x = 0
1.then { |v0|
1.then { |v1|
1.then { |v2|
1.then { |v3|
1.then { |v4|
1.then { |v5|
1.then { |v6|
1.then { |v7|
1.then { |v8|
1.then { |v9|
1.then { |v10|
1.then { |v11|
1.then { |v12|
1.then { |v13|
1.then { |v14|
1.then { |v15|
1.then { |v16|
1.then { |v17|
1.then { |v18|
1.then { |v19|
1.then { |v20|
1.then { |v21|
1.then { |v22|
1.then { |v23|
1.then { |v24|
1.then { |v25|
1.then { |v26|
1.then { |v27|
1.then { |v28|
1.then { |v29|
1.then { |v30|
1.then { |v31|
1.then { |v32|
1.then { |v33|
1.then { |v34|
1.then { |v35|
1.then { |v36|
1.then { |v37|
1.then { |v38|
1.then { |v39|
1.then { |v40|
1.then { |v41|
1.then { |v42|
1.then { |v43|
1.then { |v44|
1.then { |v45|
1.then { |v46|
1.then { |v47|
1.then { |v48|
1.then { |v49|
1.then { |v50|
1.then { |v51|
1.then { |v52|
1.then { |v53|
1.then { |v54|
1.then { |v55|
1.then { |v56|
1.then { |v57|
1.then { |v58|
1.then { |v59|
1.then { |v60|
1.then { |v61|
1.then { |v62|
1.then { |v63|
1.then { |v64|
1.then { |v65|
1.then { |v66|
1.then { |v67|
1.then { |v68|
1.then { |v69|
1.then { |v70|
1.then { |v71|
1.then { |v72|
1.then { |v73|
1.then { |v74|
1.then { |v75|
1.then { |v76|
1.then { |v77|
1.then { |v78|
1.then { |v79|
1.then { |v80|
1.then { |v81|
1.then { |v82|
1.then { |v83|
1.then { |v84|
1.then { |v85|
1.then { |v86|
1.then { |v87|
1.then { |v88|
1.then { |v89|
1.then { |v90|
1.then { |v91|
1.then { |v92|
1.then { |v93|
1.then { |v94|
1.then { |v95|
1.then { |v96|
1.then { |v97|
1.then { |v98|
1.then { |v99|
1.then { |v100|
1.then { |v101|
1.then { |v102|
1.then { |v103|
1.then { |v104|
1.then { |v105|
1.then { |v106|
1.then { |v107|
1.then { |v108|
1.then { |v109|
1.then { |v110|
1.then { |v111|
1.then { |v112|
1.then { |v113|
1.then { |v114|
1.then { |v115|
1.then { |v116|
1.then { |v117|
1.then { |v118|
1.then { |v119|
1.then { |v120|
1.then { |v121|
1.then { |v122|
1.then { |v123|
1.then { |v124|
1.then { |v125|
1.then { |v126|
1.then { |v127|
1.then { |v128|
1.then { |v129|
1.then { |v130|
1.then { |v131|
1.then { |v132|
1.then { |v133|
1.then { |v134|
1.then { |v135|
1.then { |v136|
1.then { |v137|
1.then { |v138|
1.then { |v139|
1.then { |v140|
1.then { |v141|
1.then { |v142|
1.then { |v143|
1.then { |v144|
1.then { |v145|
1.then { |v146|
1.then { |v147|
1.then { |v148|
1.then { |v149|
1.then { |v150|
1.then { |v151|
1.then { |v152|
1.then { |v153|
1.then { |v154|
1.then { |v155|
1.then { |v156|
1.then { |v157|
1.then { |v158|
1.then { |v159|
1.then { |v160|
1.then { |v161|
1.then { |v162|
1.then { |v163|
1.then { |v164|
1.then { |v165|
1.then { |v166|
1.then { |v167|
1.then { |v168|
1.then { |v169|
1.then { |v170|
1.then { |v171|
1.then { |v172|
1.then { |v173|
1.then { |v174|
1.then { |v175|
1.then { |v176|
1.then { |v177|
1.then { |v178|
1.then { |v179|
1.then { |v180|
1.then { |v181|
1.then { |v182|
1.then { |v183|
1.then { |v184|
1.then { |v185|
1.then { |v186|
1.then { |v187|
1.then { |v188|
1.then { |v189|
1.then { |v190|
1.then { |v191|
1.then { |v192|
1.then { |v193|
1.then { |v194|
1.then { |v195|
1.then { |v196|
1.then { |v197|
1.then { |v198|
1.then { |v199|
1.then { |v200|
1.then { |v201|
1.then { |v202|
1.then { |v203|
1.then { |v204|
1.then { |v205|
1.then { |v206|
1.then { |v207|
1.then { |v208|
1.then { |v209|
1.then { |v210|
1.then { |v211|
1.then { |v212|
1.then { |v213|
1.then { |v214|
1.then { |v215|
1.then { |v216|
1.then { |v217|
1.then { |v218|
1.then { |v219|
1.then { |v220|
1.then { |v221|
1.then { |v222|
1.then { |v223|
1.then { |v224|
1.then { |v225|
1.then { |v226|
1.then { |v227|
1.then { |v228|
1.then { |v229|
1.then { |v230|
1.then { |v231|
1.then { |v232|
1.then { |v233|
1.then { |v234|
1.then { |v235|
1.then { |v236|
1.then { |v237|
1.then { |v238|
1.then { |v239|
1.then { |v240|
1.then { |v241|
1.then { |v242|
1.then { |v243|
1.then { |v244|
1.then { |v245|
1.then { |v246|
1.then { |v247|
1.then { |v248|
1.then { |v249|
1.then { |v250|
1.then { |v251|
1.then { |v252|
1.then { |v253|
1.then { |v254|
1.then { |v255|
1.then { |v256|
1.then { |v257|
1.then { |v258|
1.then { |v259|
1.then { |v260|
1.then { |v261|
1.then { |v262|
1.then { |v263|
1.then { |v264|
1.then { |v265|
1.then { |v266|
1.then { |v267|
1.then { |v268|
1.then { |v269|
1.then { |v270|
1.then { |v271|
1.then { |v272|
1.then { |v273|
1.then { |v274|
1.then { |v275|
1.then { |v276|
1.then { |v277|
1.then { |v278|
1.then { |v279|
1.then { |v280|
1.then { |v281|
1.then { |v282|
1.then { |v283|
1.then { |v284|
1.then { |v285|
1.then { |v286|
1.then { |v287|
1.then { |v288|
1.then { |v289|
1.then { |v290|
1.then { |v291|
1.then { |v292|
1.then { |v293|
1.then { |v294|
1.then { |v295|
1.then { |v296|
1.then { |v297|
1.then { |v298|
1.then { |v299|
1.then { |v300|
1.then { |v301|
1.then { |v302|
1.then { |v303|
1.then { |v304|
1.then { |v305|
1.then { |v306|
1.then { |v307|
1.then { |v308|
1.then { |v309|
1.then { |v310|
1.then { |v311|
1.then { |v312|
1.then { |v313|
1.then { |v314|
1.then { |v315|
1.then { |v316|
1.then { |v317|
1.then { |v318|
1.then { |v319|
1.then { |v320|
1.then { |v321|
1.then { |v322|
1.then { |v323|
1.then { |v324|
1.then { |v325|
1.then { |v326|
1.then { |v327|
1.then { |v328|
1.then { |v329|
1.then { |v330|
1.then { |v331|
1.then { |v332|
1.then { |v333|
1.then { |v334|
1.then { |v335|
1.then { |v336|
1.then { |v337|
1.then { |v338|
1.then { |v339|
1.then { |v340|
1.then { |v341|
1.then { |v342|
1.then { |v343|
1.then { |v344|
1.then { |v345|
1.then { |v346|
1.then { |v347|
1.then { |v348|
1.then { |v349|
1.then { |v350|
1.then { |v351|
1.then { |v352|
1.then { |v353|
1.then { |v354|
1.then { |v355|
1.then { |v356|
1.then { |v357|
1.then { |v358|
1.then { |v359|
1.then { |v360|
1.then { |v361|
1.then { |v362|
1.then { |v363|
1.then { |v364|
1.then { |v365|
1.then { |v366|
1.then { |v367|
1.then { |v368|
1.then { |v369|
1.then { |v370|
1.then { |v371|
1.then { |v372|
1.then { |v373|
1.then { |v374|
1.then { |v375|
1.then { |v376|
1.then { |v377|
1.then { |v378|
1.then { |v379|
1.then { |v380|
1.then { |v381|
1.then { |v382|
1.then { |v383|
1.then { |v384|
1.then { |v385|
1.then { |v386|
1.then { |v387|
1.then { |v388|
1.then { |v389|
1.then { |v390|
1.then { |v391|
1.then { |v392|
1.then { |v393|
1.then { |v394|
1.then { |v395|
1.then { |v396|
1.then { |v397|
1.then { |v398|
1.then { |v399|
1.then { |v400|
1.then { |v401|
1.then { |v402|
1.then { |v403|
1.then { |v404|
1.then { |v405|
1.then { |v406|
1.then { |v407|
1.then { |v408|
1.then { |v409|
1.then { |v410|
1.then { |v411|
1.then { |v412|
1.then { |v413|
1.then { |v414|
1.then { |v415|
1.then { |v416|
1.then { |v417|
1.then { |v418|
1.then { |v419|
1.then { |v420|
1.then { |v421|
1.then { |v422|
1.then { |v423|
1.then { |v424|
1.then { |v425|
1.then { |v426|
1.then { |v427|
1.then { |v428|
1.then { |v429|
1.then { |v430|
1.then { |v431|
1.then { |v432|
1.then { |v433|
1.then { |v434|
1.then { |v435|
1.then { |v436|
1.then { |v437|
1.then { |v438|
1.then { |v439|
1.then { |v440|
1.then { |v441|
1.then { |v442|
1.then { |v443|
1.then { |v444|
1.then { |v445|
1.then { |v446|
1.then { |v447|
1.then { |v448|
1.then { |v449|
1.then { |v450|
1.then { |v451|
1.then { |v452|
1.then { |v453|
1.then { |v454|
1.then { |v455|
1.then { |v456|
1.then { |v457|
1.then { |v458|
1.then { |v459|
1.then { |v460|
1.then { |v461|
1.then { |v462|
1.then { |v463|
1.then { |v464|
1.then { |v465|
1.then { |v466|
1.then { |v467|
1.then { |v468|
1.then { |v469|
1.then { |v470|
1.then { |v471|
1.then { |v472|
1.then { |v473|
1.then { |v474|
1.then { |v475|
1.then { |v476|
1.then { |v477|
1.then { |v478|
1.then { |v479|
1.then { |v480|
1.then { |v481|
1.then { |v482|
1.then { |v483|
1.then { |v484|
1.then { |v485|
1.then { |v486|
1.then { |v487|
1.then { |v488|
1.then { |v489|
1.then { |v490|
1.then { |v491|
1.then { |v492|
1.then { |v493|
1.then { |v494|
1.then { |v495|
1.then { |v496|
1.then { |v497|
1.then { |v498|
1.then { |v499|
1.then { |v500|
1.then { |v501|
1.then { |v502|
1.then { |v503|
1.then { |v504|
1.then { |v505|
1.then { |v506|
1.then { |v507|
1.then { |v508|
1.then { |v509|
1.then { |v510|
1.then { |v511|
1.then { |v512|
1.then { |v513|
1.then { |v514|
1.then { |v515|
1.then { |v516|
1.then { |v517|
1.then { |v518|
1.then { |v519|
1.then { |v520|
1.then { |v521|
1.then { |v522|
1.then { |v523|
1.then { |v524|
1.then { |v525|
1.then { |v526|
1.then { |v527|
1.then { |v528|
1.then { |v529|
1.then { |v530|
1.then { |v531|
1.then { |v532|
1.then { |v533|
1.then { |v534|
1.then { |v535|
1.then { |v536|
1.then { |v537|
1.then { |v538|
1.then { |v539|
1.then { |v540|
1.then { |v541|
1.then { |v542|
1.then { |v543|
1.then { |v544|
1.then { |v545|
1.then { |v546|
1.then { |v547|
1.then { |v548|
1.then { |v549|
1.then { |v550|
1.then { |v551|
1.then { |v552|
1.then { |v553|
1.then { |v554|
1.then { |v555|
1.then { |v556|
1.then { |v557|
1.then { |v558|
1.then { |v559|
1.then { |v560|
1.then { |v561|
1.then { |v562|
1.then { |v563|
1.then { |v564|
1.then { |v565|
1.then { |v566|
1.then { |v567|
1.then { |v568|
1.then { |v569|
1.then { |v570|
1.then { |v571|
1.then { |v572|
1.then { |v573|
1.then { |v574|
1.then { |v575|
1.then { |v576|
1.then { |v577|
1.then { |v578|
1.then { |v579|
1.then { |v580|
1.then { |v581|
1.then { |v582|
1.then { |v583|
1.then { |v584|
1.then { |v585|
1.then { |v586|
1.then { |v587|
1.then { |v588|
1.then { |v589|
1.then { |v590|
1.then { |v591|
1.then { |v592|
1.then { |v593|
1.then { |v594|
1.then { |v595|
1.then { |v596|
1.then { |v597|
1.then { |v598|
1.then { |v599|
1.then { |v600|
1.then { |v601|
1.then { |v602|
1.then { |v603|
1.then { |v604|
1.then { |v605|
1.then { |v606|
1.then { |v607|
1.then { |v608|
1.then { |v609|
1.then { |v610|
1.then { |v611|
1.then { |v612|
1.then { |v613|
1.then { |v614|
1.then { |v615|
1.then { |v616|
1.then { |v617|
1.then { |v618|
1.then { |v619|
1.then { |v620|
1.then { |v621|
1.then { |v622|
1.then { |v623|
1.then { |v624|
1.then { |v625|
1.then { |v626|
1.then { |v627|
1.then { |v628|
1.then { |v629|
1.then { |v630|
1.then { |v631|
1.then { |v632|
1.then { |v633|
1.then { |v634|
1.then { |v635|
1.then { |v636|
1.then { |v637|
1.then { |v638|
1.then { |v639|
1.then { |v640|
1.then { |v641|
1.then { |v642|
1.then { |v643|
1.then { |v644|
1.then { |v645|
1.then { |v646|
1.then { |v647|
1.then { |v648|
1.then { |v649|
1.then { |v650|
1.then { |v651|
1.then { |v652|
1.then { |v653|
1.then { |v654|
1.then { |v655|
1.then { |v656|
1.then { |v657|
1.then { |v658|
1.then { |v659|
1.then { |v660|
1.then { |v661|
1.then { |v662|
1.then { |v663|
1.then { |v664|
1.then { |v665|
1.then { |v666|
1.then { |v667|
1.then { |v668|
1.then { |v669|
1.then { |v670|
1.then { |v671|
1.then { |v672|
1.then { |v673|
1.then { |v674|
1.then { |v675|
1.then { |v676|
1.then { |v677|
1.then { |v678|
1.then { |v679|
1.then { |v680|
1.then { |v681|
1.then { |v682|
1.then { |v683|
1.then { |v684|
1.then { |v685|
1.then { |v686|
1.then { |v687|
1.then { |v688|
1.then { |v689|
1.then { |v690|
1.then { |v691|
1.then { |v692|
1.then { |v693|
1.then { |v694|
1.then { |v695|
1.then { |v696|
1.then { |v697|
1.then { |v698|
1.then { |v699|
1.then { |v700|
1.then { |v701|
1.then { |v702|
1.then { |v703|
1.then { |v704|
1.then { |v705|
1.then { |v706|
1.then { |v707|
1.then { |v708|
1.then { |v709|
1.then { |v710|
1.then { |v711|
1.then { |v712|
1.then { |v713|
1.then { |v714|
1.then { |v715|
1.then { |v716|
1.then { |v717|
1.then { |v718|
1.then { |v719|
1.then { |v720|
1.then { |v721|
1.then { |v722|
1.then { |v723|
1.then { |v724|
1.then { |v725|
1.then { |v726|
1.then { |v727|
1.then { |v728|
1.then { |v729|
1.then { |v730|
1.then { |v731|
1.then { |v732|
1.then { |v733|
1.then { |v734|
1.then { |v735|
1.then { |v736|
1.then { |v737|
1.then { |v738|
1.then { |v739|
1.then { |v740|
1.then { |v741|
1.then { |v742|
1.then { |v743|
1.then { |v744|
1.then { |v745|
1.then { |v746|
1.then { |v747|
1.then { |v748|
1.then { |v749|
1.then { |v750|
1.then { |v751|
1.then { |v752|
1.then { |v753|
1.then { |v754|
1.then { |v755|
1.then { |v756|
1.then { |v757|
1.then { |v758|
1.then { |v759|
1.then { |v760|
1.then { |v761|
1.then { |v762|
1.then { |v763|
1.then { |v764|
1.then { |v765|
1.then { |v766|
1.then { |v767|
1.then { |v768|
1.then { |v769|
1.then { |v770|
1.then { |v771|
1.then { |v772|
1.then { |v773|
1.then { |v774|
1.then { |v775|
1.then { |v776|
1.then { |v777|
1.then { |v778|
1.then { |v779|
1.then { |v780|
1.then { |v781|
1.then { |v782|
1.then { |v783|
1.then { |v784|
1.then { |v785|
1.then { |v786|
1.then { |v787|
1.then { |v788|
1.then { |v789|
1.then { |v790|
1.then { |v791|
1.then { |v792|
1.then { |v793|
1.then { |v794|
1.then { |v795|
1.then { |v796|
1.then { |v797|
1.then { |v798|
1.then { |v799|
1.then { |v800|
1.then { |v801|
1.then { |v802|
1.then { |v803|
1.then { |v804|
1.then { |v805|
1.then { |v806|
1.then { |v807|
1.then { |v808|
1.then { |v809|
1.then { |v810|
1.then { |v811|
1.then { |v812|
1.then { |v813|
1.then { |v814|
1.then { |v815|
1.then { |v816|
1.then { |v817|
1.then { |v818|
1.then { |v819|
1.then { |v820|
1.then { |v821|
1.then { |v822|
1.then { |v823|
1.then { |v824|
1.then { |v825|
1.then { |v826|
1.then { |v827|
1.then { |v828|
1.then { |v829|
1.then { |v830|
1.then { |v831|
1.then { |v832|
1.then { |v833|
1.then { |v834|
1.then { |v835|
1.then { |v836|
1.then { |v837|
1.then { |v838|
1.then { |v839|
1.then { |v840|
1.then { |v841|
1.then { |v842|
1.then { |v843|
1.then { |v844|
1.then { |v845|
1.then { |v846|
1.then { |v847|
1.then { |v848|
1.then { |v849|
1.then { |v850|
1.then { |v851|
1.then { |v852|
1.then { |v853|
1.then { |v854|
1.then { |v855|
1.then { |v856|
1.then { |v857|
1.then { |v858|
1.then { |v859|
1.then { |v860|
1.then { |v861|
1.then { |v862|
1.then { |v863|
1.then { |v864|
1.then { |v865|
1.then { |v866|
1.then { |v867|
1.then { |v868|
1.then { |v869|
1.then { |v870|
1.then { |v871|
1.then { |v872|
1.then { |v873|
1.then { |v874|
1.then { |v875|
1.then { |v876|
1.then { |v877|
1.then { |v878|
1.then { |v879|
1.then { |v880|
1.then { |v881|
1.then { |v882|
1.then { |v883|
1.then { |v884|
1.then { |v885|
1.then { |v886|
1.then { |v887|
1.then { |v888|
1.then { |v889|
1.then { |v890|
1.then { |v891|
1.then { |v892|
1.then { |v893|
1.then { |v894|
1.then { |v895|
1.then { |v896|
1.then { |v897|
1.then { |v898|
1.then { |v899|
1.then { |v900|
1.then { |v901|
1.then { |v902|
1.then { |v903|
1.then { |v904|
1.then { |v905|
1.then { |v906|
1.then { |v907|
1.then { |v908|
1.then { |v909|
1.then { |v910|
1.then { |v911|
1.then { |v912|
1.then { |v913|
1.then { |v914|
1.then { |v915|
1.then { |v916|
1.then { |v917|
1.then { |v918|
1.then { |v919|
1.then { |v920|
1.then { |v921|
1.then { |v922|
1.then { |v923|
1.then { |v924|
1.then { |v925|
1.then { |v926|
1.then { |v927|
1.then { |v928|
1.then { |v929|
1.then { |v930|
1.then { |v931|
1.then { |v932|
1.then { |v933|
1.then { |v934|
1.then { |v935|
1.then { |v936|
1.then { |v937|
1.then { |v938|
1.then { |v939|
1.then { |v940|
1.then { |v941|
1.then { |v942|
1.then { |v943|
1.then { |v944|
1.then { |v945|
1.then { |v946|
1.then { |v947|
1.then { |v948|
1.then { |v949|
1.then { |v950|
1.then { |v951|
1.then { |v952|
1.then { |v953|
1.then { |v954|
1.then { |v955|
1.then { |v956|
1.then { |v957|
1.then { |v958|
1.then { |v959|
1.then { |v960|
1.then { |v961|
1.then { |v962|
1.then { |v963|
1.then { |v964|
1.then { |v965|
1.then { |v966|
1.then { |v967|
1.then { |v968|
1.then { |v969|
1.then { |v970|
1.then { |v971|
1.then { |v972|
1.then { |v973|
1.then { |v974|
1.then { |v975|
1.then { |v976|
1.then { |v977|
1.then { |v978|
1.then { |v979|
1.then { |v980|
1.then { |v981|
1.then { |v982|
1.then { |v983|
1.then { |v984|
1.then { |v985|
1.then { |v986|
1.then { |v987|
1.then { |v988|
1.then { |v989|
1.then { |v990|
1.then { |v991|
1.then { |v992|
1.then { |v993|
1.then { |v994|
1.then { |v995|
1.then { |v996|
1.then { |v997|
1.then { |v998|
1.then { |v999|
1.then { |v1000|
1.then { |v1001|
1.then { |v1002|
1.then { |v1003|
1.then { |v1004|
1.then { |v1005|
1.then { |v1006|
1.then { |v1007|
1.then { |v1008|
1.then { |v1009|
1.then { |v1010|
1.then { |v1011|
1.then { |v1012|
1.then { |v1013|
1.then { |v1014|
1.then { |v1015|
1.then { |v1016|
1.then { |v1017|
1.then { |v1018|
1.then { |v1019|
1.then { |v1020|
1.then { |v1021|
1.then { |v1022|
1.then { |v1023|
1.then { |v1024|
1.then { |v1025|
1.then { |v1026|
1.then { |v1027|
1.then { |v1028|
1.then { |v1029|
1.then { |v1030|
1.then { |v1031|
1.then { |v1032|
1.then { |v1033|
1.then { |v1034|
1.then { |v1035|
1.then { |v1036|
1.then { |v1037|
1.then { |v1038|
1.then { |v1039|
1.then { |v1040|
1.then { |v1041|
1.then { |v1042|
1.then { |v1043|
1.then { |v1044|
1.then { |v1045|
1.then { |v1046|
1.then { |v1047|
1.then { |v1048|
1.then { |v1049|
1.then { |v1050|
1.then { |v1051|
1.then { |v1052|
1.then { |v1053|
1.then { |v1054|
1.then { |v1055|
1.then { |v1056|
1.then { |v1057|
1.then { |v1058|
1.then { |v1059|
1.then { |v1060|
1.then { |v1061|
1.then { |v1062|
1.then { |v1063|
1.then { |v1064|
1.then { |v1065|
1.then { |v1066|
1.then { |v1067|
1.then { |v1068|
1.then { |v1069|
1.then { |v1070|
1.then { |v1071|
1.then { |v1072|
1.then { |v1073|
1.then { |v1074|
1.then { |v1075|
1.then { |v1076|
1.then { |v1077|
1.then { |v1078|
1.then { |v1079|
1.then { |v1080|
1.then { |v1081|
1.then { |v1082|
1.then { |v1083|
1.then { |v1084|
1.then { |v1085|
1.then { |v1086|
1.then { |v1087|
1.then { |v1088|
1.then { |v1089|
1.then { |v1090|
1.then { |v1091|
1.then { |v1092|
1.then { |v1093|
1.then { |v1094|
1.then { |v1095|
1.then { |v1096|
1.then { |v1097|
1.then { |v1098|
1.then { |v1099|
1.then { |v1100|
1.then { |v1101|
1.then { |v1102|
1.then { |v1103|
1.then { |v1104|
1.then { |v1105|
1.then { |v1106|
1.then { |v1107|
1.then { |v1108|
1.then { |v1109|
1.then { |v1110|
1.then { |v1111|
1.then { |v1112|
1.then { |v1113|
1.then { |v1114|
1.then { |v1115|
1.then { |v1116|
1.then { |v1117|
1.then { |v1118|
1.then { |v1119|
1.then { |v1120|
1.then { |v1121|
1.then { |v1122|
1.then { |v1123|
1.then { |v1124|
1.then { |v1125|
1.then { |v1126|
1.then { |v1127|
1.then { |v1128|
1.then { |v1129|
1.then { |v1130|
1.then { |v1131|
1.then { |v1132|
1.then { |v1133|
1.then { |v1134|
1.then { |v1135|
1.then { |v1136|
1.then { |v1137|
1.then { |v1138|
1.then { |v1139|
1.then { |v1140|
1.then { |v1141|
1.then { |v1142|
1.then { |v1143|
1.then { |v1144|
1.then { |v1145|
1.then { |v1146|
1.then { |v1147|
1.then { |v1148|
1.then { |v1149|
1.then { |v1150|
1.then { |v1151|
1.then { |v1152|
1.then { |v1153|
1.then { |v1154|
1.then { |v1155|
1.then { |v1156|
1.then { |v1157|
1.then { |v1158|
1.then { |v1159|
1.then { |v1160|
1.then { |v1161|
1.then { |v1162|
1.then { |v1163|
1.then { |v1164|
1.then { |v1165|
1.then { |v1166|
1.then { |v1167|
1.then { |v1168|
1.then { |v1169|
1.then { |v1170|
1.then { |v1171|
1.then { |v1172|
1.then { |v1173|
1.then { |v1174|
1.then { |v1175|
1.then { |v1176|
1.then { |v1177|
1.then { |v1178|
1.then { |v1179|
1.then { |v1180|
1.then { |v1181|
1.then { |v1182|
1.then { |v1183|
1.then { |v1184|
1.then { |v1185|
1.then { |v1186|
1.then { |v1187|
1.then { |v1188|
1.then { |v1189|
1.then { |v1190|
1.then { |v1191|
1.then { |v1192|
1.then { |v1193|
1.then { |v1194|
1.then { |v1195|
1.then { |v1196|
1.then { |v1197|
1.then { |v1198|
1.then { |v1199|
1.then { |v1200|
1.then { |v1201|
1.then { |v1202|
1.then { |v1203|
1.then { |v1204|
1.then { |v1205|
1.then { |v1206|
1.then { |v1207|
1.then { |v1208|
1.then { |v1209|
1.then { |v1210|
1.then { |v1211|
1.then { |v1212|
1.then { |v1213|
1.then { |v1214|
1.then { |v1215|
1.then { |v1216|
1.then { |v1217|
1.then { |v1218|
1.then { |v1219|
1.then { |v1220|
1.then { |v1221|
1.then { |v1222|
1.then { |v1223|
1.then { |v1224|
1.then { |v1225|
1.then { |v1226|
1.then { |v1227|
1.then { |v1228|
1.then { |v1229|
1.then { |v1230|
1.then { |v1231|
1.then { |v1232|
1.then { |v1233|
1.then { |v1234|
1.then { |v1235|
1.then { |v1236|
1.then { |v1237|
1.then { |v1238|
1.then { |v1239|
1.then { |v1240|
1.then { |v1241|
1.then { |v1242|
1.then { |v1243|
1.then { |v1244|
1.then { |v1245|
1.then { |v1246|
1.then { |v1247|
1.then { |v1248|
1.then { |v1249|
1.then { |v1250|
1.then { |v1251|
1.then { |v1252|
1.then { |v1253|
1.then { |v1254|
1.then { |v1255|
1.then { |v1256|
1.then { |v1257|
1.then { |v1258|
1.then { |v1259|
1.then { |v1260|
1.then { |v1261|
1.then { |v1262|
1.then { |v1263|
1.then { |v1264|
1.then { |v1265|
1.then { |v1266|
1.then { |v1267|
1.then { |v1268|
1.then { |v1269|
1.then { |v1270|
1.then { |v1271|
1.then { |v1272|
1.then { |v1273|
1.then { |v1274|
1.then { |v1275|
1.then { |v1276|
1.then { |v1277|
1.then { |v1278|
1.then { |v1279|
1.then { |v1280|
1.then { |v1281|
1.then { |v1282|
1.then { |v1283|
1.then { |v1284|
1.then { |v1285|
1.then { |v1286|
1.then { |v1287|
1.then { |v1288|
1.then { |v1289|
1.then { |v1290|
1.then { |v1291|
1.then { |v1292|
1.then { |v1293|
1.then { |v1294|
1.then { |v1295|
1.then { |v1296|
1.then { |v1297|
1.then { |v1298|
1.then { |v1299|
1.then { |v1300|
1.then { |v1301|
1.then { |v1302|
1.then { |v1303|
1.then { |v1304|
1.then { |v1305|
1.then { |v1306|
1.then { |v1307|
1.then { |v1308|
1.then { |v1309|
1.then { |v1310|
1.then { |v1311|
1.then { |v1312|
1.then { |v1313|
1.then { |v1314|
1.then { |v1315|
1.then { |v1316|
1.then { |v1317|
1.then { |v1318|
1.then { |v1319|
1.then { |v1320|
1.then { |v1321|
1.then { |v1322|
1.then { |v1323|
1.then { |v1324|
1.then { |v1325|
1.then { |v1326|
1.then { |v1327|
1.then { |v1328|
1.then { |v1329|
1.then { |v1330|
1.then { |v1331|
1.then { |v1332|
1.then { |v1333|
1.then { |v1334|
1.then { |v1335|
1.then { |v1336|
1.then { |v1337|
1.then { |v1338|
1.then { |v1339|
1.then { |v1340|
1.then { |v1341|
1.then { |v1342|
1.then { |v1343|
1.then { |v1344|
1.then { |v1345|
1.then { |v1346|
1.then { |v1347|
1.then { |v1348|
1.then { |v1349|
1.then { |v1350|
1.then { |v1351|
1.then { |v1352|
1.then { |v1353|
1.then { |v1354|
1.then { |v1355|
1.then { |v1356|
1.then { |v1357|
1.then { |v1358|
1.then { |v1359|
1.then { |v1360|
1.then { |v1361|
1.then { |v1362|
1.then { |v1363|
1.then { |v1364|
1.then { |v1365|
1.then { |v1366|
1.then { |v1367|
1.then { |v1368|
1.then { |v1369|
1.then { |v1370|
1.then { |v1371|
1.then { |v1372|
1.then { |v1373|
1.then { |v1374|
1.then { |v1375|
1.then { |v1376|
1.then { |v1377|
1.then { |v1378|
1.then { |v1379|
1.then { |v1380|
1.then { |v1381|
1.then { |v1382|
1.then { |v1383|
1.then { |v1384|
1.then { |v1385|
1.then { |v1386|
1.then { |v1387|
1.then { |v1388|
1.then { |v1389|
1.then { |v1390|
1.then { |v1391|
1.then { |v1392|
1.then { |v1393|
1.then { |v1394|
1.then { |v1395|
1.then { |v1396|
1.then { |v1397|
1.then { |v1398|
1.then { |v1399|
1.then { |v1400|
1.then { |v1401|
1.then { |v1402|
1.then { |v1403|
1.then { |v1404|
1.then { |v1405|
1.then { |v1406|
1.then { |v1407|
1.then { |v1408|
1.then { |v1409|
1.then { |v1410|
1.then { |v1411|
1.then { |v1412|
1.then { |v1413|
1.then { |v1414|
1.then { |v1415|
1.then { |v1416|
1.then { |v1417|
1.then { |v1418|
1.then { |v1419|
1.then { |v1420|
1.then { |v1421|
1.then { |v1422|
1.then { |v1423|
1.then { |v1424|
1.then { |v1425|
1.then { |v1426|
1.then { |v1427|
1.then { |v1428|
1.then { |v1429|
1.then { |v1430|
1.then { |v1431|
1.then { |v1432|
1.then { |v1433|
1.then { |v1434|
1.then { |v1435|
1.then { |v1436|
1.then { |v1437|
1.then { |v1438|
1.then { |v1439|
1.then { |v1440|
1.then { |v1441|
1.then { |v1442|
1.then { |v1443|
1.then { |v1444|
1.then { |v1445|
1.then { |v1446|
1.then { |v1447|
1.then { |v1448|
1.then { |v1449|
1.then { |v1450|
1.then { |v1451|
1.then { |v1452|
1.then { |v1453|
1.then { |v1454|
1.then { |v1455|
1.then { |v1456|
1.then { |v1457|
1.then { |v1458|
1.then { |v1459|
1.then { |v1460|
1.then { |v1461|
1.then { |v1462|
1.then { |v1463|
1.then { |v1464|
1.then { |v1465|
1.then { |v1466|
1.then { |v1467|
1.then { |v1468|
1.then { |v1469|
1.then { |v1470|
1.then { |v1471|
1.then { |v1472|
1.then { |v1473|
1.then { |v1474|
1.then { |v1475|
1.then { |v1476|
1.then { |v1477|
1.then { |v1478|
1.then { |v1479|
1.then { |v1480|
1.then { |v1481|
1.then { |v1482|
1.then { |v1483|
1.then { |v1484|
1.then { |v1485|
1.then { |v1486|
1.then { |v1487|
1.then { |v1488|
1.then { |v1489|
1.then { |v1490|
1.then { |v1491|
1.then { |v1492|
1.then { |v1493|
1.then { |v1494|
1.then { |v1495|
1.then { |v1496|
1.then { |v1497|
1.then { |v1498|
1.then { |v1499|
1.then { |v1500|
1.then { |v1501|
1.then { |v1502|
1.then { |v1503|
1.then { |v1504|
1.then { |v1505|
1.then { |v1506|
1.then { |v1507|
1.then { |v1508|
1.then { |v1509|
1.then { |v1510|
1.then { |v1511|
1.then { |v1512|
1.then { |v1513|
1.then { |v1514|
1.then { |v1515|
1.then { |v1516|
1.then { |v1517|
1.then { |v1518|
1.then { |v1519|
1.then { |v1520|
1.then { |v1521|
1.then { |v1522|
1.then { |v1523|
1.then { |v1524|
1.then { |v1525|
1.then { |v1526|
1.then { |v1527|
1.then { |v1528|
1.then { |v1529|
1.then { |v1530|
1.then { |v1531|
1.then { |v1532|
1.then { |v1533|
1.then { |v1534|
1.then { |v1535|
1.then { |v1536|
1.then { |v1537|
1.then { |v1538|
1.then { |v1539|
1.then { |v1540|
1.then { |v1541|
1.then { |v1542|
1.then { |v1543|
1.then { |v1544|
1.then { |v1545|
1.then { |v1546|
1.then { |v1547|
1.then { |v1548|
1.then { |v1549|
1.then { |v1550|
1.then { |v1551|
1.then { |v1552|
1.then { |v1553|
1.then { |v1554|
1.then { |v1555|
1.then { |v1556|
1.then { |v1557|
1.then { |v1558|
1.then { |v1559|
1.then { |v1560|
1.then { |v1561|
1.then { |v1562|
1.then { |v1563|
1.then { |v1564|
1.then { |v1565|
1.then { |v1566|
1.then { |v1567|
1.then { |v1568|
1.then { |v1569|
1.then { |v1570|
1.then { |v1571|
1.then { |v1572|
1.then { |v1573|
1.then { |v1574|
1.then { |v1575|
1.then { |v1576|
1.then { |v1577|
1.then { |v1578|
1.then { |v1579|
1.then { |v1580|
1.then { |v1581|
1.then { |v1582|
1.then { |v1583|
1.then { |v1584|
1.then { |v1585|
1.then { |v1586|
1.then { |v1587|
1.then { |v1588|
1.then { |v1589|
1.then { |v1590|
1.then { |v1591|
1.then { |v1592|
1.then { |v1593|
1.then { |v1594|
1.then { |v1595|
1.then { |v1596|
1.then { |v1597|
1.then { |v1598|
1.then { |v1599|
1.then { |v1600|
1.then { |v1601|
1.then { |v1602|
1.then { |v1603|
1.then { |v1604|
1.then { |v1605|
1.then { |v1606|
1.then { |v1607|
1.then { |v1608|
1.then { |v1609|
1.then { |v1610|
1.then { |v1611|
1.then { |v1612|
1.then { |v1613|
1.then { |v1614|
1.then { |v1615|
1.then { |v1616|
1.then { |v1617|
1.then { |v1618|
1.then { |v1619|
1.then { |v1620|
1.then { |v1621|
1.then { |v1622|
1.then { |v1623|
1.then { |v1624|
1.then { |v1625|
1.then { |v1626|
1.then { |v1627|
1.then { |v1628|
1.then { |v1629|
1.then { |v1630|
1.then { |v1631|
1.then { |v1632|
1.then { |v1633|
1.then { |v1634|
1.then { |v1635|
1.then { |v1636|
1.then { |v1637|
1.then { |v1638|
1.then { |v1639|
1.then { |v1640|
1.then { |v1641|
1.then { |v1642|
1.then { |v1643|
1.then { |v1644|
1.then { |v1645|
1.then { |v1646|
1.then { |v1647|
1.then { |v1648|
1.then { |v1649|
1.then { |v1650|
1.then { |v1651|
1.then { |v1652|
1.then { |v1653|
1.then { |v1654|
1.then { |v1655|
1.then { |v1656|
1.then { |v1657|
1.then { |v1658|
1.then { |v1659|
1.then { |v1660|
1.then { |v1661|
1.then { |v1662|
1.then { |v1663|
1.then { |v1664|
1.then { |v1665|
1.then { |v1666|
1.then { |v1667|
1.then { |v1668|
1.then { |v1669|
1.then { |v1670|
1.then { |v1671|
1.then { |v1672|
1.then { |v1673|
1.then { |v1674|
1.then { |v1675|
1.then { |v1676|
1.then { |v1677|
1.then { |v1678|
1.then { |v1679|
1.then { |v1680|
1.then { |v1681|
1.then { |v1682|
1.then { |v1683|
1.then { |v1684|
1.then { |v1685|
1.then { |v1686|
1.then { |v1687|
1.then { |v1688|
1.then { |v1689|
1.then { |v1690|
1.then { |v1691|
1.then { |v1692|
1.then { |v1693|
1.then { |v1694|
1.then { |v1695|
1.then { |v1696|
1.then { |v1697|
1.then { |v1698|
1.then { |v1699|
1.then { |v1700|
1.then { |v1701|
1.then { |v1702|
1.then { |v1703|
1.then { |v1704|
1.then { |v1705|
1.then { |v1706|
1.then { |v1707|
1.then { |v1708|
1.then { |v1709|
1.then { |v1710|
1.then { |v1711|
1.then { |v1712|
1.then { |v1713|
1.then { |v1714|
1.then { |v1715|
1.then { |v1716|
1.then { |v1717|
1.then { |v1718|
1.then { |v1719|
1.then { |v1720|
1.then { |v1721|
1.then { |v1722|
1.then { |v1723|
1.then { |v1724|
1.then { |v1725|
1.then { |v1726|
1.then { |v1727|
1.then { |v1728|
1.then { |v1729|
1.then { |v1730|
1.then { |v1731|
1.then { |v1732|
1.then { |v1733|
1.then { |v1734|
1.then { |v1735|
1.then { |v1736|
1.then { |v1737|
1.then { |v1738|
1.then { |v1739|
1.then { |v1740|
1.then { |v1741|
1.then { |v1742|
1.then { |v1743|
1.then { |v1744|
1.then { |v1745|
1.then { |v1746|
1.then { |v1747|
1.then { |v1748|
1.then { |v1749|
1.then { |v1750|
1.then { |v1751|
1.then { |v1752|
1.then { |v1753|
1.then { |v1754|
1.then { |v1755|
1.then { |v1756|
1.then { |v1757|
1.then { |v1758|
1.then { |v1759|
1.then { |v1760|
1.then { |v1761|
1.then { |v1762|
1.then { |v1763|
1.then { |v1764|
1.then { |v1765|
1.then { |v1766|
1.then { |v1767|
1.then { |v1768|
1.then { |v1769|
1.then { |v1770|
1.then { |v1771|
1.then { |v1772|
1.then { |v1773|
1.then { |v1774|
1.then { |v1775|
1.then { |v1776|
1.then { |v1777|
1.then { |v1778|
1.then { |v1779|
1.then { |v1780|
1.then { |v1781|
1.then { |v1782|
1.then { |v1783|
1.then { |v1784|
1.then { |v1785|
1.then { |v1786|
1.then { |v1787|
1.then { |v1788|
1.then { |v1789|
1.then { |v1790|
1.then { |v1791|
1.then { |v1792|
1.then { |v1793|
1.then { |v1794|
1.then { |v1795|
1.then { |v1796|
1.then { |v1797|
1.then { |v1798|
1.then { |v1799|
1.then { |v1800|
1.then { |v1801|
1.then { |v1802|
1.then { |v1803|
1.then { |v1804|
1.then { |v1805|
1.then { |v1806|
1.then { |v1807|
1.then { |v1808|
1.then { |v1809|
1.then { |v1810|
1.then { |v1811|
1.then { |v1812|
1.then { |v1813|
1.then { |v1814|
1.then { |v1815|
1.then { |v1816|
1.then { |v1817|
1.then { |v1818|
1.then { |v1819|
1.then { |v1820|
1.then { |v1821|
1.then { |v1822|
1.then { |v1823|
1.then { |v1824|
1.then { |v1825|
1.then { |v1826|
1.then { |v1827|
1.then { |v1828|
1.then { |v1829|
1.then { |v1830|
1.then { |v1831|
1.then { |v1832|
1.then { |v1833|
1.then { |v1834|
1.then { |v1835|
1.then { |v1836|
1.then { |v1837|
1.then { |v1838|
1.then { |v1839|
1.then { |v1840|
1.then { |v1841|
1.then { |v1842|
1.then { |v1843|
1.then { |v1844|
1.then { |v1845|
1.then { |v1846|
1.then { |v1847|
1.then { |v1848|
1.then { |v1849|
1.then { |v1850|
1.then { |v1851|
1.then { |v1852|
1.then { |v1853|
1.then { |v1854|
1.then { |v1855|
1.then { |v1856|
1.then { |v1857|
1.then { |v1858|
1.then { |v1859|
1.then { |v1860|
1.then { |v1861|
1.then { |v1862|
1.then { |v1863|
1.then { |v1864|
1.then { |v1865|
1.then { |v1866|
1.then { |v1867|
1.then { |v1868|
1.then { |v1869|
1.then { |v1870|
1.then { |v1871|
1.then { |v1872|
1.then { |v1873|
1.then { |v1874|
1.then { |v1875|
1.then { |v1876|
1.then { |v1877|
1.then { |v1878|
1.then { |v1879|
1.then { |v1880|
1.then { |v1881|
1.then { |v1882|
1.then { |v1883|
1.then { |v1884|
1.then { |v1885|
1.then { |v1886|
1.then { |v1887|
1.then { |v1888|
1.then { |v1889|
1.then { |v1890|
1.then { |v1891|
1.then { |v1892|
1.then { |v1893|
1.then { |v1894|
1.then { |v1895|
1.then { |v1896|
1.then { |v1897|
1.then { |v1898|
1.then { |v1899|
1.then { |v1900|
1.then { |v1901|
1.then { |v1902|
1.then { |v1903|
1.then { |v1904|
1.then { |v1905|
1.then { |v1906|
1.then { |v1907|
1.then { |v1908|
1.then { |v1909|
1.then { |v1910|
1.then { |v1911|
1.then { |v1912|
1.then { |v1913|
1.then { |v1914|
1.then { |v1915|
1.then { |v1916|
1.then { |v1917|
1.then { |v1918|
1.then { |v1919|
1.then { |v1920|
1.then { |v1921|
1.then { |v1922|
1.then { |v1923|
1.then { |v1924|
1.then { |v1925|
1.then { |v1926|
1.then { |v1927|
1.then { |v1928|
1.then { |v1929|
1.then { |v1930|
1.then { |v1931|
1.then { |v1932|
1.then { |v1933|
1.then { |v1934|
1.then { |v1935|
1.then { |v1936|
1.then { |v1937|
1.then { |v1938|
1.then { |v1939|
1.then { |v1940|
1.then { |v1941|
1.then { |v1942|
1.then { |v1943|
1.then { |v1944|
1.then { |v1945|
1.then { |v1946|
1.then { |v1947|
1.then { |v1948|
1.then { |v1949|
1.then { |v1950|
1.then { |v1951|
1.then { |v1952|
1.then { |v1953|
1.then { |v1954|
1.then { |v1955|
1.then { |v1956|
1.then { |v1957|
1.then { |v1958|
1.then { |v1959|
1.then { |v1960|
1.then { |v1961|
1.then { |v1962|
1.then { |v1963|
1.then { |v1964|
1.then { |v1965|
1.then { |v1966|
1.then { |v1967|
1.then { |v1968|
1.then { |v1969|
1.then { |v1970|
1.then { |v1971|
1.then { |v1972|
1.then { |v1973|
1.then { |v1974|
1.then { |v1975|
1.then { |v1976|
1.then { |v1977|
1.then { |v1978|
1.then { |v1979|
1.then { |v1980|
1.then { |v1981|
1.then { |v1982|
1.then { |v1983|
1.then { |v1984|
1.then { |v1985|
1.then { |v1986|
1.then { |v1987|
1.then { |v1988|
1.then { |v1989|
1.then { |v1990|
1.then { |v1991|
1.then { |v1992|
1.then { |v1993|
1.then { |v1994|
1.then { |v1995|
1.then { |v1996|
1.then { |v1997|
1.then { |v1998|
1.then { |v1999|
1.then { |v2000|
1.then { |v2001|
1.then { |v2002|
1.then { |v2003|
1.then { |v2004|
1.then { |v2005|
1.then { |v2006|
1.then { |v2007|
1.then { |v2008|
1.then { |v2009|
1.then { |v2010|
1.then { |v2011|
1.then { |v2012|
1.then { |v2013|
1.then { |v2014|
1.then { |v2015|
1.then { |v2016|
1.then { |v2017|
1.then { |v2018|
1.then { |v2019|
1.then { |v2020|
1.then { |v2021|
1.then { |v2022|
1.then { |v2023|
1.then { |v2024|
1.then { |v2025|
1.then { |v2026|
1.then { |v2027|
1.then { |v2028|
1.then { |v2029|
1.then { |v2030|
1.then { |v2031|
1.then { |v2032|
1.then { |v2033|
1.then { |v2034|
1.then { |v2035|
1.then { |v2036|
1.then { |v2037|
1.then { |v2038|
1.then { |v2039|
1.then { |v2040|
1.then { |v2041|
1.then { |v2042|
1.then { |v2043|
1.then { |v2044|
1.then { |v2045|
1.then { |v2046|
1.then { |v2047|
1.then { |v2048|
1.then { |v2049|
1.then { |v2050|
1.then { |v2051|
1.then { |v2052|
1.then { |v2053|
1.then { |v2054|
1.then { |v2055|
1.then { |v2056|
1.then { |v2057|
1.then { |v2058|
1.then { |v2059|
1.then { |v2060|
1.then { |v2061|
1.then { |v2062|
1.then { |v2063|
1.then { |v2064|
1.then { |v2065|
1.then { |v2066|
1.then { |v2067|
1.then { |v2068|
1.then { |v2069|
1.then { |v2070|
1.then { |v2071|
1.then { |v2072|
1.then { |v2073|
1.then { |v2074|
1.then { |v2075|
1.then { |v2076|
1.then { |v2077|
1.then { |v2078|
1.then { |v2079|
1.then { |v2080|
1.then { |v2081|
1.then { |v2082|
1.then { |v2083|
1.then { |v2084|
1.then { |v2085|
1.then { |v2086|
1.then { |v2087|
1.then { |v2088|
1.then { |v2089|
1.then { |v2090|
1.then { |v2091|
1.then { |v2092|
1.then { |v2093|
1.then { |v2094|
1.then { |v2095|
1.then { |v2096|
1.then { |v2097|
1.then { |v2098|
1.then { |v2099|
1.then { |v2100|
1.then { |v2101|
1.then { |v2102|
1.then { |v2103|
1.then { |v2104|
1.then { |v2105|
1.then { |v2106|
1.then { |v2107|
1.then { |v2108|
1.then { |v2109|
1.then { |v2110|
1.then { |v2111|
1.then { |v2112|
1.then { |v2113|
1.then { |v2114|
1.then { |v2115|
1.then { |v2116|
1.then { |v2117|
1.then { |v2118|
1.then { |v2119|
1.then { |v2120|
1.then { |v2121|
1.then { |v2122|
1.then { |v2123|
1.then { |v2124|
1.then { |v2125|
1.then { |v2126|
1.then { |v2127|
1.then { |v2128|
1.then { |v2129|
1.then { |v2130|
1.then { |v2131|
1.then { |v2132|
1.then { |v2133|
1.then { |v2134|
1.then { |v2135|
1.then { |v2136|
1.then { |v2137|
1.then { |v2138|
1.then { |v2139|
1.then { |v2140|
1.then { |v2141|
1.then { |v2142|
1.then { |v2143|
1.then { |v2144|
1.then { |v2145|
1.then { |v2146|
1.then { |v2147|
1.then { |v2148|
1.then { |v2149|
1.then { |v2150|
1.then { |v2151|
1.then { |v2152|
1.then { |v2153|
1.then { |v2154|
1.then { |v2155|
1.then { |v2156|
1.then { |v2157|
1.then { |v2158|
1.then { |v2159|
1.then { |v2160|
1.then { |v2161|
1.then { |v2162|
1.then { |v2163|
1.then { |v2164|
1.then { |v2165|
1.then { |v2166|
1.then { |v2167|
1.then { |v2168|
1.then { |v2169|
1.then { |v2170|
1.then { |v2171|
1.then { |v2172|
1.then { |v2173|
1.then { |v2174|
1.then { |v2175|
1.then { |v2176|
1.then { |v2177|
1.then { |v2178|
1.then { |v2179|
1.then { |v2180|
1.then { |v2181|
1.then { |v2182|
1.then { |v2183|
1.then { |v2184|
1.then { |v2185|
1.then { |v2186|
1.then { |v2187|
1.then { |v2188|
1.then { |v2189|
1.then { |v2190|
1.then { |v2191|
1.then { |v2192|
1.then { |v2193|
1.then { |v2194|
1.then { |v2195|
1.then { |v2196|
1.then { |v2197|
1.then { |v2198|
1.then { |v2199|
1.then { |v2200|
1.then { |v2201|
1.then { |v2202|
1.then { |v2203|
1.then { |v2204|
1.then { |v2205|
1.then { |v2206|
1.then { |v2207|
1.then { |v2208|
1.then { |v2209|
1.then { |v2210|
1.then { |v2211|
1.then { |v2212|
1.then { |v2213|
1.then { |v2214|
1.then { |v2215|
1.then { |v2216|
1.then { |v2217|
1.then { |v2218|
1.then { |v2219|
1.then { |v2220|
1.then { |v2221|
1.then { |v2222|
1.then { |v2223|
1.then { |v2224|
1.then { |v2225|
1.then { |v2226|
1.then { |v2227|
1.then { |v2228|
1.then { |v2229|
1.then { |v2230|
1.then { |v2231|
1.then { |v2232|
1.then { |v2233|
1.then { |v2234|
1.then { |v2235|
1.then { |v2236|
1.then { |v2237|
1.then { |v2238|
1.then { |v2239|
1.then { |v2240|
1.then { |v2241|
1.then { |v2242|
1.then { |v2243|
1.then { |v2244|
1.then { |v2245|
1.then { |v2246|
1.then { |v2247|
1.then { |v2248|
1.then { |v2249|
1.then { |v2250|
1.then { |v2251|
1.then { |v2252|
1.then { |v2253|
1.then { |v2254|
1.then { |v2255|
1.then { |v2256|
1.then { |v2257|
1.then { |v2258|
1.then { |v2259|
1.then { |v2260|
1.then { |v2261|
1.then { |v2262|
1.then { |v2263|
1.then { |v2264|
1.then { |v2265|
1.then { |v2266|
1.then { |v2267|
1.then { |v2268|
1.then { |v2269|
1.then { |v2270|
1.then { |v2271|
1.then { |v2272|
1.then { |v2273|
1.then { |v2274|
1.then { |v2275|
1.then { |v2276|
1.then { |v2277|
1.then { |v2278|
1.then { |v2279|
1.then { |v2280|
1.then { |v2281|
1.then { |v2282|
1.then { |v2283|
1.then { |v2284|
1.then { |v2285|
1.then { |v2286|
1.then { |v2287|
1.then { |v2288|
1.then { |v2289|
1.then { |v2290|
1.then { |v2291|
1.then { |v2292|
1.then { |v2293|
1.then { |v2294|
1.then { |v2295|
1.then { |v2296|
1.then { |v2297|
1.then { |v2298|
1.then { |v2299|
1.then { |v2300|
1.then { |v2301|
1.then { |v2302|
1.then { |v2303|
1.then { |v2304|
1.then { |v2305|
1.then { |v2306|
1.then { |v2307|
1.then { |v2308|
1.then { |v2309|
1.then { |v2310|
1.then { |v2311|
1.then { |v2312|
1.then { |v2313|
1.then { |v2314|
1.then { |v2315|
1.then { |v2316|
1.then { |v2317|
1.then { |v2318|
1.then { |v2319|
1.then { |v2320|
1.then { |v2321|
1.then { |v2322|
1.then { |v2323|
1.then { |v2324|
1.then { |v2325|
1.then { |v2326|
1.then { |v2327|
1.then { |v2328|
1.then { |v2329|
1.then { |v2330|
1.then { |v2331|
1.then { |v2332|
1.then { |v2333|
1.then { |v2334|
1.then { |v2335|
1.then { |v2336|
1.then { |v2337|
1.then { |v2338|
1.then { |v2339|
1.then { |v2340|
1.then { |v2341|
1.then { |v2342|
1.then { |v2343|
1.then { |v2344|
1.then { |v2345|
1.then { |v2346|
1.then { |v2347|
1.then { |v2348|
1.then { |v2349|
1.then { |v2350|
1.then { |v2351|
1.then { |v2352|
1.then { |v2353|
1.then { |v2354|
1.then { |v2355|
1.then { |v2356|
1.then { |v2357|
1.then { |v2358|
1.then { |v2359|
1.then { |v2360|
1.then { |v2361|
1.then { |v2362|
1.then { |v2363|
1.then { |v2364|
1.then { |v2365|
1.then { |v2366|
1.then { |v2367|
1.then { |v2368|
1.then { |v2369|
1.then { |v2370|
1.then { |v2371|
1.then { |v2372|
1.then { |v2373|
1.then { |v2374|
1.then { |v2375|
1.then { |v2376|
1.then { |v2377|
1.then { |v2378|
1.then { |v2379|
1.then { |v2380|
1.then { |v2381|
1.then { |v2382|
1.then { |v2383|
1.then { |v2384|
1.then { |v2385|
1.then { |v2386|
1.then { |v2387|
1.then { |v2388|
1.then { |v2389|
1.then { |v2390|
1.then { |v2391|
1.then { |v2392|
1.then { |v2393|
1.then { |v2394|
1.then { |v2395|
1.then { |v2396|
1.then { |v2397|
1.then { |v2398|
1.then { |v2399|
1.then { |v2400|
1.then { |v2401|
1.then { |v2402|
1.then { |v2403|
1.then { |v2404|
1.then { |v2405|
1.then { |v2406|
1.then { |v2407|
1.then { |v2408|
1.then { |v2409|
1.then { |v2410|
1.then { |v2411|
1.then { |v2412|
1.then { |v2413|
1.then { |v2414|
1.then { |v2415|
1.then { |v2416|
1.then { |v2417|
1.then { |v2418|
1.then { |v2419|
1.then { |v2420|
1.then { |v2421|
1.then { |v2422|
1.then { |v2423|
1.then { |v2424|
1.then { |v2425|
1.then { |v2426|
1.then { |v2427|
1.then { |v2428|
1.then { |v2429|
1.then { |v2430|
1.then { |v2431|
1.then { |v2432|
1.then { |v2433|
1.then { |v2434|
1.then { |v2435|
1.then { |v2436|
1.then { |v2437|
1.then { |v2438|
1.then { |v2439|
1.then { |v2440|
1.then { |v2441|
1.then { |v2442|
1.then { |v2443|
1.then { |v2444|
1.then { |v2445|
1.then { |v2446|
1.then { |v2447|
1.then { |v2448|
1.then { |v2449|
1.then { |v2450|
1.then { |v2451|
1.then { |v2452|
1.then { |v2453|
1.then { |v2454|
1.then { |v2455|
1.then { |v2456|
1.then { |v2457|
1.then { |v2458|
1.then { |v2459|
1.then { |v2460|
1.then { |v2461|
1.then { |v2462|
1.then { |v2463|
1.then { |v2464|
1.then { |v2465|
1.then { |v2466|
1.then { |v2467|
1.then { |v2468|
1.then { |v2469|
1.then { |v2470|
1.then { |v2471|
1.then { |v2472|
1.then { |v2473|
1.then { |v2474|
1.then { |v2475|
1.then { |v2476|
1.then { |v2477|
1.then { |v2478|
1.then { |v2479|
1.then { |v2480|
1.then { |v2481|
1.then { |v2482|
1.then { |v2483|
1.then { |v2484|
1.then { |v2485|
1.then { |v2486|
1.then { |v2487|
1.then { |v2488|
1.then { |v2489|
1.then { |v2490|
1.then { |v2491|
1.then { |v2492|
1.then { |v2493|
1.then { |v2494|
1.then { |v2495|
1.then { |v2496|
1.then { |v2497|
1.then { |v2498|
1.then { |v2499|
1.then { |v2500|
1.then { |v2501|
1.then { |v2502|
1.then { |v2503|
1.then { |v2504|
1.then { |v2505|
1.then { |v2506|
1.then { |v2507|
1.then { |v2508|
1.then { |v2509|
1.then { |v2510|
1.then { |v2511|
1.then { |v2512|
1.then { |v2513|
1.then { |v2514|
1.then { |v2515|
1.then { |v2516|
1.then { |v2517|
1.then { |v2518|
1.then { |v2519|
1.then { |v2520|
1.then { |v2521|
1.then { |v2522|
1.then { |v2523|
1.then { |v2524|
1.then { |v2525|
1.then { |v2526|
1.then { |v2527|
1.then { |v2528|
1.then { |v2529|
1.then { |v2530|
1.then { |v2531|
1.then { |v2532|
1.then { |v2533|
1.then { |v2534|
1.then { |v2535|
1.then { |v2536|
1.then { |v2537|
1.then { |v2538|
1.then { |v2539|
1.then { |v2540|
1.then { |v2541|
1.then { |v2542|
1.then { |v2543|
1.then { |v2544|
1.then { |v2545|
1.then { |v2546|
1.then { |v2547|
1.then { |v2548|
1.then { |v2549|
1.then { |v2550|
1.then { |v2551|
1.then { |v2552|
1.then { |v2553|
1.then { |v2554|
1.then { |v2555|
1.then { |v2556|
1.then { |v2557|
1.then { |v2558|
1.then { |v2559|
1.then { |v2560|
1.then { |v2561|
1.then { |v2562|
1.then { |v2563|
1.then { |v2564|
1.then { |v2565|
1.then { |v2566|
1.then { |v2567|
1.then { |v2568|
1.then { |v2569|
1.then { |v2570|
1.then { |v2571|
1.then { |v2572|
1.then { |v2573|
1.then { |v2574|
1.then { |v2575|
1.then { |v2576|
1.then { |v2577|
1.then { |v2578|
1.then { |v2579|
1.then { |v2580|
1.then { |v2581|
1.then { |v2582|
1.then { |v2583|
1.then { |v2584|
1.then { |v2585|
1.then { |v2586|
1.then { |v2587|
1.then { |v2588|
1.then { |v2589|
1.then { |v2590|
1.then { |v2591|
1.then { |v2592|
1.then { |v2593|
1.then { |v2594|
1.then { |v2595|
1.then { |v2596|
1.then { |v2597|
1.then { |v2598|
1.then { |v2599|
1.then { |v2600|
1.then { |v2601|
1.then { |v2602|
1.then { |v2603|
1.then { |v2604|
1.then { |v2605|
1.then { |v2606|
1.then { |v2607|
1.then { |v2608|
1.then { |v2609|
1.then { |v2610|
1.then { |v2611|
1.then { |v2612|
1.then { |v2613|
1.then { |v2614|
1.then { |v2615|
1.then { |v2616|
1.then { |v2617|
1.then { |v2618|
1.then { |v2619|
1.then { |v2620|
1.then { |v2621|
1.then { |v2622|
1.then { |v2623|
1.then { |v2624|
1.then { |v2625|
1.then { |v2626|
1.then { |v2627|
1.then { |v2628|
1.then { |v2629|
1.then { |v2630|
1.then { |v2631|
1.then { |v2632|
1.then { |v2633|
1.then { |v2634|
1.then { |v2635|
1.then { |v2636|
1.then { |v2637|
1.then { |v2638|
1.then { |v2639|
1.then { |v2640|
1.then { |v2641|
1.then { |v2642|
1.then { |v2643|
1.then { |v2644|
1.then { |v2645|
1.then { |v2646|
1.then { |v2647|
1.then { |v2648|
1.then { |v2649|
1.then { |v2650|
1.then { |v2651|
1.then { |v2652|
1.then { |v2653|
1.then { |v2654|
1.then { |v2655|
1.then { |v2656|
1.then { |v2657|
1.then { |v2658|
1.then { |v2659|
1.then { |v2660|
1.then { |v2661|
1.then { |v2662|
1.then { |v2663|
1.then { |v2664|
1.then { |v2665|
1.then { |v2666|
1.then { |v2667|
1.then { |v2668|
1.then { |v2669|
1.then { |v2670|
1.then { |v2671|
1.then { |v2672|
1.then { |v2673|
1.then { |v2674|
1.then { |v2675|
1.then { |v2676|
1.then { |v2677|
1.then { |v2678|
1.then { |v2679|
1.then { |v2680|
1.then { |v2681|
1.then { |v2682|
1.then { |v2683|
1.then { |v2684|
1.then { |v2685|
1.then { |v2686|
1.then { |v2687|
1.then { |v2688|
1.then { |v2689|
1.then { |v2690|
1.then { |v2691|
1.then { |v2692|
1.then { |v2693|
1.then { |v2694|
1.then { |v2695|
1.then { |v2696|
1.then { |v2697|
1.then { |v2698|
1.then { |v2699|
1.then { |v2700|
1.then { |v2701|
1.then { |v2702|
1.then { |v2703|
1.then { |v2704|
1.then { |v2705|
1.then { |v2706|
1.then { |v2707|
1.then { |v2708|
1.then { |v2709|
1.then { |v2710|
1.then { |v2711|
1.then { |v2712|
1.then { |v2713|
1.then { |v2714|
1.then { |v2715|
1.then { |v2716|
1.then { |v2717|
1.then { |v2718|
1.then { |v2719|
1.then { |v2720|
1.then { |v2721|
1.then { |v2722|
1.then { |v2723|
1.then { |v2724|
1.then { |v2725|
1.then { |v2726|
1.then { |v2727|
1.then { |v2728|
1.then { |v2729|
1.then { |v2730|
1.then { |v2731|
1.then { |v2732|
1.then { |v2733|
1.then { |v2734|
1.then { |v2735|
1.then { |v2736|
1.then { |v2737|
1.then { |v2738|
1.then { |v2739|
1.then { |v2740|
1.then { |v2741|
1.then { |v2742|
1.then { |v2743|
1.then { |v2744|
1.then { |v2745|
1.then { |v2746|
1.then { |v2747|
1.then { |v2748|
1.then { |v2749|
1.then { |v2750|
1.then { |v2751|
1.then { |v2752|
1.then { |v2753|
1.then { |v2754|
1.then { |v2755|
1.then { |v2756|
1.then { |v2757|
1.then { |v2758|
1.then { |v2759|
1.then { |v2760|
1.then { |v2761|
1.then { |v2762|
1.then { |v2763|
1.then { |v2764|
1.then { |v2765|
1.then { |v2766|
1.then { |v2767|
1.then { |v2768|
1.then { |v2769|
1.then { |v2770|
1.then { |v2771|
1.then { |v2772|
1.then { |v2773|
1.then { |v2774|
1.then { |v2775|
1.then { |v2776|
1.then { |v2777|
1.then { |v2778|
1.then { |v2779|
1.then { |v2780|
1.then { |v2781|
1.then { |v2782|
1.then { |v2783|
1.then { |v2784|
1.then { |v2785|
1.then { |v2786|
1.then { |v2787|
1.then { |v2788|
1.then { |v2789|
1.then { |v2790|
1.then { |v2791|
1.then { |v2792|
1.then { |v2793|
1.then { |v2794|
1.then { |v2795|
1.then { |v2796|
1.then { |v2797|
1.then { |v2798|
1.then { |v2799|
1.then { |v2800|
1.then { |v2801|
1.then { |v2802|
1.then { |v2803|
1.then { |v2804|
1.then { |v2805|
1.then { |v2806|
1.then { |v2807|
1.then { |v2808|
1.then { |v2809|
1.then { |v2810|
1.then { |v2811|
1.then { |v2812|
1.then { |v2813|
1.then { |v2814|
1.then { |v2815|
1.then { |v2816|
1.then { |v2817|
1.then { |v2818|
1.then { |v2819|
1.then { |v2820|
1.then { |v2821|
1.then { |v2822|
1.then { |v2823|
1.then { |v2824|
1.then { |v2825|
1.then { |v2826|
1.then { |v2827|
1.then { |v2828|
1.then { |v2829|
1.then { |v2830|
1.then { |v2831|
1.then { |v2832|
1.then { |v2833|
1.then { |v2834|
1.then { |v2835|
1.then { |v2836|
1.then { |v2837|
1.then { |v2838|
1.then { |v2839|
1.then { |v2840|
1.then { |v2841|
1.then { |v2842|
1.then { |v2843|
1.then { |v2844|
1.then { |v2845|
1.then { |v2846|
1.then { |v2847|
1.then { |v2848|
1.then { |v2849|
1.then { |v2850|
1.then { |v2851|
1.then { |v2852|
1.then { |v2853|
1.then { |v2854|
1.then { |v2855|
1.then { |v2856|
1.then { |v2857|
1.then { |v2858|
1.then { |v2859|
1.then { |v2860|
1.then { |v2861|
1.then { |v2862|
1.then { |v2863|
1.then { |v2864|
1.then { |v2865|
1.then { |v2866|
1.then { |v2867|
1.then { |v2868|
1.then { |v2869|
1.then { |v2870|
1.then { |v2871|
1.then { |v2872|
1.then { |v2873|
1.then { |v2874|
1.then { |v2875|
1.then { |v2876|
1.then { |v2877|
1.then { |v2878|
1.then { |v2879|
1.then { |v2880|
1.then { |v2881|
1.then { |v2882|
1.then { |v2883|
1.then { |v2884|
1.then { |v2885|
1.then { |v2886|
1.then { |v2887|
1.then { |v2888|
1.then { |v2889|
1.then { |v2890|
1.then { |v2891|
1.then { |v2892|
1.then { |v2893|
1.then { |v2894|
1.then { |v2895|
1.then { |v2896|
1.then { |v2897|
1.then { |v2898|
1.then { |v2899|
1.then { |v2900|
1.then { |v2901|
1.then { |v2902|
1.then { |v2903|
1.then { |v2904|
1.then { |v2905|
1.then { |v2906|
1.then { |v2907|
1.then { |v2908|
1.then { |v2909|
1.then { |v2910|
1.then { |v2911|
1.then { |v2912|
1.then { |v2913|
1.then { |v2914|
1.then { |v2915|
1.then { |v2916|
1.then { |v2917|
1.then { |v2918|
1.then { |v2919|
1.then { |v2920|
1.then { |v2921|
1.then { |v2922|
1.then { |v2923|
1.then { |v2924|
1.then { |v2925|
1.then { |v2926|
1.then { |v2927|
1.then { |v2928|
1.then { |v2929|
1.then { |v2930|
1.then { |v2931|
1.then { |v2932|
1.then { |v2933|
1.then { |v2934|
1.then { |v2935|
1.then { |v2936|
1.then { |v2937|
1.then { |v2938|
1.then { |v2939|
1.then { |v2940|
1.then { |v2941|
1.then { |v2942|
1.then { |v2943|
1.then { |v2944|
1.then { |v2945|
1.then { |v2946|
1.then { |v2947|
1.then { |v2948|
1.then { |v2949|
1.then { |v2950|
1.then { |v2951|
1.then { |v2952|
1.then { |v2953|
1.then { |v2954|
1.then { |v2955|
1.then { |v2956|
1.then { |v2957|
1.then { |v2958|
1.then { |v2959|
1.then { |v2960|
1.then { |v2961|
1.then { |v2962|
1.then { |v2963|
1.then { |v2964|
1.then { |v2965|
1.then { |v2966|
1.then { |v2967|
1.then { |v2968|
1.then { |v2969|
1.then { |v2970|
1.then { |v2971|
1.then { |v2972|
1.then { |v2973|
1.then { |v2974|
1.then { |v2975|
1.then { |v2976|
1.then { |v2977|
1.then { |v2978|
1.then { |v2979|
1.then { |v2980|
1.then { |v2981|
1.then { |v2982|
1.then { |v2983|
1.then { |v2984|
1.then { |v2985|
1.then { |v2986|
1.then { |v2987|
1.then { |v2988|
1.then { |v2989|
1.then { |v2990|
1.then { |v2991|
1.then { |v2992|
1.then { |v2993|
1.then { |v2994|
1.then { |v2995|
1.then { |v2996|
1.then { |v2997|
1.then { |v2998|
1.then { |v2999|
1.then { |v3000|
1.then { |v3001|
1.then { |v3002|
1.then { |v3003|
1.then { |v3004|
1.then { |v3005|
1.then { |v3006|
1.then { |v3007|
1.then { |v3008|
1.then { |v3009|
1.then { |v3010|
1.then { |v3011|
1.then { |v3012|
1.then { |v3013|
1.then { |v3014|
1.then { |v3015|
1.then { |v3016|
1.then { |v3017|
1.then { |v3018|
1.then { |v3019|
1.then { |v3020|
1.then { |v3021|
1.then { |v3022|
1.then { |v3023|
1.then { |v3024|
1.then { |v3025|
1.then { |v3026|
1.then { |v3027|
1.then { |v3028|
1.then { |v3029|
1.then { |v3030|
1.then { |v3031|
1.then { |v3032|
1.then { |v3033|
1.then { |v3034|
1.then { |v3035|
1.then { |v3036|
1.then { |v3037|
1.then { |v3038|
1.then { |v3039|
1.then { |v3040|
1.then { |v3041|
1.then { |v3042|
1.then { |v3043|
1.then { |v3044|
1.then { |v3045|
1.then { |v3046|
1.then { |v3047|
1.then { |v3048|
1.then { |v3049|
1.then { |v3050|
1.then { |v3051|
1.then { |v3052|
1.then { |v3053|
1.then { |v3054|
1.then { |v3055|
1.then { |v3056|
1.then { |v3057|
1.then { |v3058|
1.then { |v3059|
1.then { |v3060|
1.then { |v3061|
1.then { |v3062|
1.then { |v3063|
1.then { |v3064|
1.then { |v3065|
1.then { |v3066|
1.then { |v3067|
1.then { |v3068|
1.then { |v3069|
1.then { |v3070|
1.then { |v3071|
1.then { |v3072|
1.then { |v3073|
1.then { |v3074|
1.then { |v3075|
1.then { |v3076|
1.then { |v3077|
1.then { |v3078|
1.then { |v3079|
1.then { |v3080|
1.then { |v3081|
1.then { |v3082|
1.then { |v3083|
1.then { |v3084|
1.then { |v3085|
1.then { |v3086|
1.then { |v3087|
1.then { |v3088|
1.then { |v3089|
1.then { |v3090|
1.then { |v3091|
1.then { |v3092|
1.then { |v3093|
1.then { |v3094|
1.then { |v3095|
1.then { |v3096|
1.then { |v3097|
1.then { |v3098|
1.then { |v3099|
1.then { |v3100|
1.then { |v3101|
1.then { |v3102|
1.then { |v3103|
1.then { |v3104|
1.then { |v3105|
1.then { |v3106|
1.then { |v3107|
1.then { |v3108|
1.then { |v3109|
1.then { |v3110|
1.then { |v3111|
1.then { |v3112|
1.then { |v3113|
1.then { |v3114|
1.then { |v3115|
1.then { |v3116|
1.then { |v3117|
1.then { |v3118|
1.then { |v3119|
1.then { |v3120|
1.then { |v3121|
1.then { |v3122|
1.then { |v3123|
1.then { |v3124|
1.then { |v3125|
1.then { |v3126|
1.then { |v3127|
1.then { |v3128|
1.then { |v3129|
1.then { |v3130|
1.then { |v3131|
1.then { |v3132|
1.then { |v3133|
1.then { |v3134|
1.then { |v3135|
1.then { |v3136|
1.then { |v3137|
1.then { |v3138|
1.then { |v3139|
1.then { |v3140|
1.then { |v3141|
1.then { |v3142|
1.then { |v3143|
1.then { |v3144|
1.then { |v3145|
1.then { |v3146|
1.then { |v3147|
1.then { |v3148|
1.then { |v3149|
1.then { |v3150|
1.then { |v3151|
1.then { |v3152|
1.then { |v3153|
1.then { |v3154|
1.then { |v3155|
1.then { |v3156|
1.then { |v3157|
1.then { |v3158|
1.then { |v3159|
1.then { |v3160|
1.then { |v3161|
1.then { |v3162|
1.then { |v3163|
1.then { |v3164|
1.then { |v3165|
1.then { |v3166|
1.then { |v3167|
1.then { |v3168|
1.then { |v3169|
1.then { |v3170|
1.then { |v3171|
1.then { |v3172|
1.then { |v3173|
1.then { |v3174|
1.then { |v3175|
1.then { |v3176|
1.then { |v3177|
1.then { |v3178|
1.then { |v3179|
1.then { |v3180|
1.then { |v3181|
1.then { |v3182|
1.then { |v3183|
1.then { |v3184|
1.then { |v3185|
1.then { |v3186|
1.then { |v3187|
1.then { |v3188|
1.then { |v3189|
1.then { |v3190|
1.then { |v3191|
1.then { |v3192|
1.then { |v3193|
1.then { |v3194|
1.then { |v3195|
1.then { |v3196|
1.then { |v3197|
1.then { |v3198|
1.then { |v3199|
1.then { |v3200|
1.then { |v3201|
1.then { |v3202|
1.then { |v3203|
1.then { |v3204|
1.then { |v3205|
1.then { |v3206|
1.then { |v3207|
1.then { |v3208|
1.then { |v3209|
1.then { |v3210|
1.then { |v3211|
1.then { |v3212|
1.then { |v3213|
1.then { |v3214|
1.then { |v3215|
1.then { |v3216|
1.then { |v3217|
1.then { |v3218|
1.then { |v3219|
1.then { |v3220|
1.then { |v3221|
1.then { |v3222|
1.then { |v3223|
1.then { |v3224|
1.then { |v3225|
1.then { |v3226|
1.then { |v3227|
1.then { |v3228|
1.then { |v3229|
1.then { |v3230|
1.then { |v3231|
1.then { |v3232|
1.then { |v3233|
1.then { |v3234|
1.then { |v3235|
1.then { |v3236|
1.then { |v3237|
1.then { |v3238|
1.then { |v3239|
1.then { |v3240|
1.then { |v3241|
1.then { |v3242|
1.then { |v3243|
1.then { |v3244|
1.then { |v3245|
1.then { |v3246|
1.then { |v3247|
1.then { |v3248|
1.then { |v3249|
1.then { |v3250|
1.then { |v3251|
1.then { |v3252|
1.then { |v3253|
1.then { |v3254|
1.then { |v3255|
1.then { |v3256|
1.then { |v3257|
1.then { |v3258|
1.then { |v3259|
1.then { |v3260|
1.then { |v3261|
1.then { |v3262|
1.then { |v3263|
1.then { |v3264|
1.then { |v3265|
1.then { |v3266|
1.then { |v3267|
1.then { |v3268|
1.then { |v3269|
1.then { |v3270|
1.then { |v3271|
1.then { |v3272|
1.then { |v3273|
1.then { |v3274|
1.then { |v3275|
1.then { |v3276|
1.then { |v3277|
1.then { |v3278|
1.then { |v3279|
1.then { |v3280|
1.then { |v3281|
1.then { |v3282|
1.then { |v3283|
1.then { |v3284|
1.then { |v3285|
1.then { |v3286|
1.then { |v3287|
1.then { |v3288|
1.then { |v3289|
1.then { |v3290|
1.then { |v3291|
1.then { |v3292|
1.then { |v3293|
1.then { |v3294|
1.then { |v3295|
1.then { |v3296|
1.then { |v3297|
1.then { |v3298|
1.then { |v3299|
1.then { |v3300|
1.then { |v3301|
1.then { |v3302|
1.then { |v3303|
1.then { |v3304|
1.then { |v3305|
1.then { |v3306|
1.then { |v3307|
1.then { |v3308|
1.then { |v3309|
1.then { |v3310|
1.then { |v3311|
1.then { |v3312|
1.then { |v3313|
1.then { |v3314|
1.then { |v3315|
1.then { |v3316|
1.then { |v3317|
1.then { |v3318|
1.then { |v3319|
1.then { |v3320|
1.then { |v3321|
1.then { |v3322|
1.then { |v3323|
1.then { |v3324|
1.then { |v3325|
1.then { |v3326|
1.then { |v3327|
1.then { |v3328|
1.then { |v3329|
1.then { |v3330|
1.then { |v3331|
1.then { |v3332|
1.then { |v3333|
1.then { |v3334|
1.then { |v3335|
1.then { |v3336|
1.then { |v3337|
1.then { |v3338|
1.then { |v3339|
1.then { |v3340|
1.then { |v3341|
1.then { |v3342|
1.then { |v3343|
1.then { |v3344|
1.then { |v3345|
1.then { |v3346|
1.then { |v3347|
1.then { |v3348|
1.then { |v3349|
1.then { |v3350|
1.then { |v3351|
1.then { |v3352|
1.then { |v3353|
1.then { |v3354|
1.then { |v3355|
1.then { |v3356|
1.then { |v3357|
1.then { |v3358|
1.then { |v3359|
1.then { |v3360|
1.then { |v3361|
1.then { |v3362|
1.then { |v3363|
1.then { |v3364|
1.then { |v3365|
1.then { |v3366|
1.then { |v3367|
1.then { |v3368|
1.then { |v3369|
1.then { |v3370|
1.then { |v3371|
1.then { |v3372|
1.then { |v3373|
1.then { |v3374|
1.then { |v3375|
1.then { |v3376|
1.then { |v3377|
1.then { |v3378|
1.then { |v3379|
1.then { |v3380|
1.then { |v3381|
1.then { |v3382|
1.then { |v3383|
1.then { |v3384|
1.then { |v3385|
1.then { |v3386|
1.then { |v3387|
1.then { |v3388|
1.then { |v3389|
1.then { |v3390|
1.then { |v3391|
1.then { |v3392|
1.then { |v3393|
1.then { |v3394|
1.then { |v3395|
1.then { |v3396|
1.then { |v3397|
1.then { |v3398|
1.then { |v3399|
1.then { |v3400|
1.then { |v3401|
1.then { |v3402|
1.then { |v3403|
1.then { |v3404|
1.then { |v3405|
1.then { |v3406|
1.then { |v3407|
1.then { |v3408|
1.then { |v3409|
1.then { |v3410|
1.then { |v3411|
1.then { |v3412|
1.then { |v3413|
1.then { |v3414|
1.then { |v3415|
1.then { |v3416|
1.then { |v3417|
1.then { |v3418|
1.then { |v3419|
1.then { |v3420|
1.then { |v3421|
1.then { |v3422|
1.then { |v3423|
1.then { |v3424|
1.then { |v3425|
1.then { |v3426|
1.then { |v3427|
1.then { |v3428|
1.then { |v3429|
1.then { |v3430|
1.then { |v3431|
1.then { |v3432|
1.then { |v3433|
1.then { |v3434|
1.then { |v3435|
1.then { |v3436|
1.then { |v3437|
1.then { |v3438|
1.then { |v3439|
1.then { |v3440|
1.then { |v3441|
1.then { |v3442|
1.then { |v3443|
1.then { |v3444|
1.then { |v3445|
1.then { |v3446|
1.then { |v3447|
1.then { |v3448|
1.then { |v3449|
1.then { |v3450|
1.then { |v3451|
1.then { |v3452|
1.then { |v3453|
1.then { |v3454|
1.then { |v3455|
1.then { |v3456|
1.then { |v3457|
1.then { |v3458|
1.then { |v3459|
1.then { |v3460|
1.then { |v3461|
1.then { |v3462|
1.then { |v3463|
1.then { |v3464|
1.then { |v3465|
1.then { |v3466|
1.then { |v3467|
1.then { |v3468|
1.then { |v3469|
1.then { |v3470|
1.then { |v3471|
1.then { |v3472|
1.then { |v3473|
1.then { |v3474|
1.then { |v3475|
1.then { |v3476|
1.then { |v3477|
1.then { |v3478|
1.then { |v3479|
1.then { |v3480|
1.then { |v3481|
1.then { |v3482|
1.then { |v3483|
1.then { |v3484|
1.then { |v3485|
1.then { |v3486|
1.then { |v3487|
1.then { |v3488|
1.then { |v3489|
1.then { |v3490|
1.then { |v3491|
1.then { |v3492|
1.then { |v3493|
1.then { |v3494|
1.then { |v3495|
1.then { |v3496|
1.then { |v3497|
1.then { |v3498|
1.then { |v3499|
1.then { |v3500|
1.then { |v3501|
1.then { |v3502|
1.then { |v3503|
1.then { |v3504|
1.then { |v3505|
1.then { |v3506|
1.then { |v3507|
1.then { |v3508|
1.then { |v3509|
1.then { |v3510|
1.then { |v3511|
1.then { |v3512|
1.then { |v3513|
1.then { |v3514|
1.then { |v3515|
1.then { |v3516|
1.then { |v3517|
1.then { |v3518|
1.then { |v3519|
1.then { |v3520|
1.then { |v3521|
1.then { |v3522|
1.then { |v3523|
1.then { |v3524|
1.then { |v3525|
1.then { |v3526|
1.then { |v3527|
1.then { |v3528|
1.then { |v3529|
1.then { |v3530|
1.then { |v3531|
1.then { |v3532|
1.then { |v3533|
1.then { |v3534|
1.then { |v3535|
1.then { |v3536|
1.then { |v3537|
1.then { |v3538|
1.then { |v3539|
1.then { |v3540|
1.then { |v3541|
1.then { |v3542|
1.then { |v3543|
1.then { |v3544|
1.then { |v3545|
1.then { |v3546|
1.then { |v3547|
1.then { |v3548|
1.then { |v3549|
1.then { |v3550|
1.then { |v3551|
1.then { |v3552|
1.then { |v3553|
1.then { |v3554|
1.then { |v3555|
1.then { |v3556|
1.then { |v3557|
1.then { |v3558|
1.then { |v3559|
1.then { |v3560|
1.then { |v3561|
1.then { |v3562|
1.then { |v3563|
1.then { |v3564|
1.then { |v3565|
1.then { |v3566|
1.then { |v3567|
1.then { |v3568|
1.then { |v3569|
1.then { |v3570|
1.then { |v3571|
1.then { |v3572|
1.then { |v3573|
1.then { |v3574|
1.then { |v3575|
1.then { |v3576|
1.then { |v3577|
1.then { |v3578|
1.then { |v3579|
1.then { |v3580|
1.then { |v3581|
1.then { |v3582|
1.then { |v3583|
1.then { |v3584|
1.then { |v3585|
1.then { |v3586|
1.then { |v3587|
1.then { |v3588|
1.then { |v3589|
1.then { |v3590|
1.then { |v3591|
1.then { |v3592|
1.then { |v3593|
1.then { |v3594|
1.then { |v3595|
1.then { |v3596|
1.then { |v3597|
1.then { |v3598|
1.then { |v3599|
1.then { |v3600|
1.then { |v3601|
1.then { |v3602|
1.then { |v3603|
1.then { |v3604|
1.then { |v3605|
1.then { |v3606|
1.then { |v3607|
1.then { |v3608|
1.then { |v3609|
1.then { |v3610|
1.then { |v3611|
1.then { |v3612|
1.then { |v3613|
1.then { |v3614|
1.then { |v3615|
1.then { |v3616|
1.then { |v3617|
1.then { |v3618|
1.then { |v3619|
1.then { |v3620|
1.then { |v3621|
1.then { |v3622|
1.then { |v3623|
1.then { |v3624|
1.then { |v3625|
1.then { |v3626|
1.then { |v3627|
1.then { |v3628|
1.then { |v3629|
1.then { |v3630|
1.then { |v3631|
1.then { |v3632|
1.then { |v3633|
1.then { |v3634|
1.then { |v3635|
1.then { |v3636|
1.then { |v3637|
1.then { |v3638|
1.then { |v3639|
1.then { |v3640|
1.then { |v3641|
1.then { |v3642|
1.then { |v3643|
1.then { |v3644|
1.then { |v3645|
1.then { |v3646|
1.then { |v3647|
1.then { |v3648|
1.then { |v3649|
1.then { |v3650|
1.then { |v3651|
1.then { |v3652|
1.then { |v3653|
1.then { |v3654|
1.then { |v3655|
1.then { |v3656|
1.then { |v3657|
1.then { |v3658|
1.then { |v3659|
1.then { |v3660|
1.then { |v3661|
1.then { |v3662|
1.then { |v3663|
1.then { |v3664|
1.then { |v3665|
1.then { |v3666|
1.then { |v3667|
1.then { |v3668|
1.then { |v3669|
1.then { |v3670|
1.then { |v3671|
1.then { |v3672|
1.then { |v3673|
1.then { |v3674|
1.then { |v3675|
1.then { |v3676|
1.then { |v3677|
1.then { |v3678|
1.then { |v3679|
1.then { |v3680|
1.then { |v3681|
1.then { |v3682|
1.then { |v3683|
1.then { |v3684|
1.then { |v3685|
1.then { |v3686|
1.then { |v3687|
1.then { |v3688|
1.then { |v3689|
1.then { |v3690|
1.then { |v3691|
1.then { |v3692|
1.then { |v3693|
1.then { |v3694|
1.then { |v3695|
1.then { |v3696|
1.then { |v3697|
1.then { |v3698|
1.then { |v3699|
1.then { |v3700|
1.then { |v3701|
1.then { |v3702|
1.then { |v3703|
1.then { |v3704|
1.then { |v3705|
1.then { |v3706|
1.then { |v3707|
1.then { |v3708|
1.then { |v3709|
1.then { |v3710|
1.then { |v3711|
1.then { |v3712|
1.then { |v3713|
1.then { |v3714|
1.then { |v3715|
1.then { |v3716|
1.then { |v3717|
1.then { |v3718|
1.then { |v3719|
1.then { |v3720|
1.then { |v3721|
1.then { |v3722|
1.then { |v3723|
1.then { |v3724|
1.then { |v3725|
1.then { |v3726|
1.then { |v3727|
1.then { |v3728|
1.then { |v3729|
1.then { |v3730|
1.then { |v3731|
1.then { |v3732|
1.then { |v3733|
1.then { |v3734|
1.then { |v3735|
1.then { |v3736|
1.then { |v3737|
1.then { |v3738|
1.then { |v3739|
1.then { |v3740|
1.then { |v3741|
1.then { |v3742|
1.then { |v3743|
1.then { |v3744|
1.then { |v3745|
1.then { |v3746|
1.then { |v3747|
1.then { |v3748|
1.then { |v3749|
1.then { |v3750|
1.then { |v3751|
1.then { |v3752|
1.then { |v3753|
1.then { |v3754|
1.then { |v3755|
1.then { |v3756|
1.then { |v3757|
1.then { |v3758|
1.then { |v3759|
1.then { |v3760|
1.then { |v3761|
1.then { |v3762|
1.then { |v3763|
1.then { |v3764|
1.then { |v3765|
1.then { |v3766|
1.then { |v3767|
1.then { |v3768|
1.then { |v3769|
1.then { |v3770|
1.then { |v3771|
1.then { |v3772|
1.then { |v3773|
1.then { |v3774|
1.then { |v3775|
1.then { |v3776|
1.then { |v3777|
1.then { |v3778|
1.then { |v3779|
1.then { |v3780|
1.then { |v3781|
1.then { |v3782|
1.then { |v3783|
1.then { |v3784|
1.then { |v3785|
1.then { |v3786|
1.then { |v3787|
1.then { |v3788|
1.then { |v3789|
1.then { |v3790|
1.then { |v3791|
1.then { |v3792|
1.then { |v3793|
1.then { |v3794|
1.then { |v3795|
1.then { |v3796|
1.then { |v3797|
1.then { |v3798|
1.then { |v3799|
1.then { |v3800|
1.then { |v3801|
1.then { |v3802|
1.then { |v3803|
1.then { |v3804|
1.then { |v3805|
1.then { |v3806|
1.then { |v3807|
1.then { |v3808|
1.then { |v3809|
1.then { |v3810|
1.then { |v3811|
1.then { |v3812|
1.then { |v3813|
1.then { |v3814|
1.then { |v3815|
1.then { |v3816|
1.then { |v3817|
1.then { |v3818|
1.then { |v3819|
1.then { |v3820|
1.then { |v3821|
1.then { |v3822|
1.then { |v3823|
1.then { |v3824|
1.then { |v3825|
1.then { |v3826|
1.then { |v3827|
1.then { |v3828|
1.then { |v3829|
1.then { |v3830|
1.then { |v3831|
1.then { |v3832|
1.then { |v3833|
1.then { |v3834|
1.then { |v3835|
1.then { |v3836|
1.then { |v3837|
1.then { |v3838|
1.then { |v3839|
1.then { |v3840|
1.then { |v3841|
1.then { |v3842|
1.then { |v3843|
1.then { |v3844|
1.then { |v3845|
1.then { |v3846|
1.then { |v3847|
1.then { |v3848|
1.then { |v3849|
1.then { |v3850|
1.then { |v3851|
1.then { |v3852|
1.then { |v3853|
1.then { |v3854|
1.then { |v3855|
1.then { |v3856|
1.then { |v3857|
1.then { |v3858|
1.then { |v3859|
1.then { |v3860|
1.then { |v3861|
1.then { |v3862|
1.then { |v3863|
1.then { |v3864|
1.then { |v3865|
1.then { |v3866|
1.then { |v3867|
1.then { |v3868|
1.then { |v3869|
1.then { |v3870|
1.then { |v3871|
1.then { |v3872|
1.then { |v3873|
1.then { |v3874|
1.then { |v3875|
1.then { |v3876|
1.then { |v3877|
1.then { |v3878|
1.then { |v3879|
1.then { |v3880|
1.then { |v3881|
1.then { |v3882|
1.then { |v3883|
1.then { |v3884|
1.then { |v3885|
1.then { |v3886|
1.then { |v3887|
1.then { |v3888|
1.then { |v3889|
1.then { |v3890|
1.then { |v3891|
1.then { |v3892|
1.then { |v3893|
1.then { |v3894|
1.then { |v3895|
1.then { |v3896|
1.then { |v3897|
1.then { |v3898|
1.then { |v3899|
1.then { |v3900|
1.then { |v3901|
1.then { |v3902|
1.then { |v3903|
1.then { |v3904|
1.then { |v3905|
1.then { |v3906|
1.then { |v3907|
1.then { |v3908|
1.then { |v3909|
1.then { |v3910|
1.then { |v3911|
1.then { |v3912|
1.then { |v3913|
1.then { |v3914|
1.then { |v3915|
1.then { |v3916|
1.then { |v3917|
1.then { |v3918|
1.then { |v3919|
1.then { |v3920|
1.then { |v3921|
1.then { |v3922|
1.then { |v3923|
1.then { |v3924|
1.then { |v3925|
1.then { |v3926|
1.then { |v3927|
1.then { |v3928|
1.then { |v3929|
1.then { |v3930|
1.then { |v3931|
1.then { |v3932|
1.then { |v3933|
1.then { |v3934|
1.then { |v3935|
1.then { |v3936|
1.then { |v3937|
1.then { |v3938|
1.then { |v3939|
1.then { |v3940|
1.then { |v3941|
1.then { |v3942|
1.then { |v3943|
1.then { |v3944|
1.then { |v3945|
1.then { |v3946|
1.then { |v3947|
1.then { |v3948|
1.then { |v3949|
1.then { |v3950|
1.then { |v3951|
1.then { |v3952|
1.then { |v3953|
1.then { |v3954|
1.then { |v3955|
1.then { |v3956|
1.then { |v3957|
1.then { |v3958|
1.then { |v3959|
1.then { |v3960|
1.then { |v3961|
1.then { |v3962|
1.then { |v3963|
1.then { |v3964|
1.then { |v3965|
1.then { |v3966|
1.then { |v3967|
1.then { |v3968|
1.then { |v3969|
1.then { |v3970|
1.then { |v3971|
1.then { |v3972|
1.then { |v3973|
1.then { |v3974|
1.then { |v3975|
1.then { |v3976|
1.then { |v3977|
1.then { |v3978|
1.then { |v3979|
1.then { |v3980|
1.then { |v3981|
1.then { |v3982|
1.then { |v3983|
1.then { |v3984|
1.then { |v3985|
1.then { |v3986|
1.then { |v3987|
1.then { |v3988|
1.then { |v3989|
1.then { |v3990|
1.then { |v3991|
1.then { |v3992|
1.then { |v3993|
1.then { |v3994|
1.then { |v3995|
1.then { |v3996|
1.then { |v3997|
1.then { |v3998|
1.then { |v3999|
1.then { |v4000|
1.then { |v4001|
1.then { |v4002|
1.then { |v4003|
1.then { |v4004|
1.then { |v4005|
1.then { |v4006|
1.then { |v4007|
1.then { |v4008|
1.then { |v4009|
1.then { |v4010|
1.then { |v4011|
1.then { |v4012|
1.then { |v4013|
1.then { |v4014|
1.then { |v4015|
1.then { |v4016|
1.then { |v4017|
1.then { |v4018|
1.then { |v4019|
1.then { |v4020|
1.then { |v4021|
1.then { |v4022|
1.then { |v4023|
1.then { |v4024|
1.then { |v4025|
1.then { |v4026|
1.then { |v4027|
1.then { |v4028|
1.then { |v4029|
1.then { |v4030|
1.then { |v4031|
1.then { |v4032|
1.then { |v4033|
1.then { |v4034|
1.then { |v4035|
1.then { |v4036|
1.then { |v4037|
1.then { |v4038|
1.then { |v4039|
1.then { |v4040|
1.then { |v4041|
1.then { |v4042|
1.then { |v4043|
1.then { |v4044|
1.then { |v4045|
1.then { |v4046|
1.then { |v4047|
1.then { |v4048|
1.then { |v4049|
1.then { |v4050|
1.then { |v4051|
1.then { |v4052|
1.then { |v4053|
1.then { |v4054|
1.then { |v4055|
1.then { |v4056|
1.then { |v4057|
1.then { |v4058|
1.then { |v4059|
1.then { |v4060|
1.then { |v4061|
1.then { |v4062|
1.then { |v4063|
1.then { |v4064|
1.then { |v4065|
1.then { |v4066|
1.then { |v4067|
1.then { |v4068|
1.then { |v4069|
1.then { |v4070|
1.then { |v4071|
1.then { |v4072|
1.then { |v4073|
1.then { |v4074|
1.then { |v4075|
1.then { |v4076|
1.then { |v4077|
1.then { |v4078|
1.then { |v4079|
1.then { |v4080|
1.then { |v4081|
1.then { |v4082|
1.then { |v4083|
1.then { |v4084|
1.then { |v4085|
1.then { |v4086|
1.then { |v4087|
1.then { |v4088|
1.then { |v4089|
1.then { |v4090|
1.then { |v4091|
1.then { |v4092|
1.then { |v4093|
1.then { |v4094|
1.then { |v4095|
1.then { |v4096|
1.then { |v4097|
1.then { |v4098|
1.then { |v4099|
1.then { |v4100|
1.then { |v4101|
1.then { |v4102|
1.then { |v4103|
1.then { |v4104|
1.then { |v4105|
1.then { |v4106|
1.then { |v4107|
1.then { |v4108|
1.then { |v4109|
1.then { |v4110|
1.then { |v4111|
1.then { |v4112|
1.then { |v4113|
1.then { |v4114|
1.then { |v4115|
1.then { |v4116|
1.then { |v4117|
1.then { |v4118|
1.then { |v4119|
1.then { |v4120|
1.then { |v4121|
1.then { |v4122|
1.then { |v4123|
1.then { |v4124|
1.then { |v4125|
1.then { |v4126|
1.then { |v4127|
1.then { |v4128|
1.then { |v4129|
1.then { |v4130|
1.then { |v4131|
1.then { |v4132|
1.then { |v4133|
1.then { |v4134|
1.then { |v4135|
1.then { |v4136|
1.then { |v4137|
1.then { |v4138|
1.then { |v4139|
1.then { |v4140|
1.then { |v4141|
1.then { |v4142|
1.then { |v4143|
1.then { |v4144|
1.then { |v4145|
1.then { |v4146|
1.then { |v4147|
1.then { |v4148|
1.then { |v4149|
1.then { |v4150|
1.then { |v4151|
1.then { |v4152|
1.then { |v4153|
1.then { |v4154|
1.then { |v4155|
1.then { |v4156|
1.then { |v4157|
1.then { |v4158|
1.then { |v4159|
1.then { |v4160|
1.then { |v4161|
1.then { |v4162|
1.then { |v4163|
1.then { |v4164|
1.then { |v4165|
1.then { |v4166|
1.then { |v4167|
1.then { |v4168|
1.then { |v4169|
1.then { |v4170|
1.then { |v4171|
1.then { |v4172|
1.then { |v4173|
1.then { |v4174|
1.then { |v4175|
1.then { |v4176|
1.then { |v4177|
1.then { |v4178|
1.then { |v4179|
1.then { |v4180|
1.then { |v4181|
1.then { |v4182|
1.then { |v4183|
1.then { |v4184|
1.then { |v4185|
1.then { |v4186|
1.then { |v4187|
1.then { |v4188|
1.then { |v4189|
1.then { |v4190|
1.then { |v4191|
1.then { |v4192|
1.then { |v4193|
1.then { |v4194|
1.then { |v4195|
1.then { |v4196|
1.then { |v4197|
1.then { |v4198|
1.then { |v4199|
1.then { |v4200|
1.then { |v4201|
1.then { |v4202|
1.then { |v4203|
1.then { |v4204|
1.then { |v4205|
1.then { |v4206|
1.then { |v4207|
1.then { |v4208|
1.then { |v4209|
1.then { |v4210|
1.then { |v4211|
1.then { |v4212|
1.then { |v4213|
1.then { |v4214|
1.then { |v4215|
1.then { |v4216|
1.then { |v4217|
1.then { |v4218|
1.then { |v4219|
1.then { |v4220|
1.then { |v4221|
1.then { |v4222|
1.then { |v4223|
1.then { |v4224|
1.then { |v4225|
1.then { |v4226|
1.then { |v4227|
1.then { |v4228|
1.then { |v4229|
1.then { |v4230|
1.then { |v4231|
1.then { |v4232|
1.then { |v4233|
1.then { |v4234|
1.then { |v4235|
1.then { |v4236|
1.then { |v4237|
1.then { |v4238|
1.then { |v4239|
1.then { |v4240|
1.then { |v4241|
1.then { |v4242|
1.then { |v4243|
1.then { |v4244|
1.then { |v4245|
1.then { |v4246|
1.then { |v4247|
1.then { |v4248|
1.then { |v4249|
1.then { |v4250|
1.then { |v4251|
1.then { |v4252|
1.then { |v4253|
1.then { |v4254|
1.then { |v4255|
1.then { |v4256|
1.then { |v4257|
1.then { |v4258|
1.then { |v4259|
1.then { |v4260|
1.then { |v4261|
1.then { |v4262|
1.then { |v4263|
1.then { |v4264|
1.then { |v4265|
1.then { |v4266|
1.then { |v4267|
1.then { |v4268|
1.then { |v4269|
1.then { |v4270|
1.then { |v4271|
1.then { |v4272|
1.then { |v4273|
1.then { |v4274|
1.then { |v4275|
1.then { |v4276|
1.then { |v4277|
1.then { |v4278|
1.then { |v4279|
1.then { |v4280|
1.then { |v4281|
1.then { |v4282|
1.then { |v4283|
1.then { |v4284|
1.then { |v4285|
1.then { |v4286|
1.then { |v4287|
1.then { |v4288|
1.then { |v4289|
1.then { |v4290|
1.then { |v4291|
1.then { |v4292|
1.then { |v4293|
1.then { |v4294|
1.then { |v4295|
1.then { |v4296|
1.then { |v4297|
1.then { |v4298|
1.then { |v4299|
1.then { |v4300|
1.then { |v4301|
1.then { |v4302|
1.then { |v4303|
1.then { |v4304|
1.then { |v4305|
1.then { |v4306|
1.then { |v4307|
1.then { |v4308|
1.then { |v4309|
1.then { |v4310|
1.then { |v4311|
1.then { |v4312|
1.then { |v4313|
1.then { |v4314|
1.then { |v4315|
1.then { |v4316|
1.then { |v4317|
1.then { |v4318|
1.then { |v4319|
1.then { |v4320|
1.then { |v4321|
1.then { |v4322|
1.then { |v4323|
1.then { |v4324|
1.then { |v4325|
1.then { |v4326|
1.then { |v4327|
1.then { |v4328|
1.then { |v4329|
1.then { |v4330|
1.then { |v4331|
1.then { |v4332|
1.then { |v4333|
1.then { |v4334|
1.then { |v4335|
1.then { |v4336|
1.then { |v4337|
1.then { |v4338|
1.then { |v4339|
1.then { |v4340|
1.then { |v4341|
1.then { |v4342|
1.then { |v4343|
1.then { |v4344|
1.then { |v4345|
1.then { |v4346|
1.then { |v4347|
1.then { |v4348|
1.then { |v4349|
1.then { |v4350|
1.then { |v4351|
1.then { |v4352|
1.then { |v4353|
1.then { |v4354|
1.then { |v4355|
1.then { |v4356|
1.then { |v4357|
1.then { |v4358|
1.then { |v4359|
1.then { |v4360|
1.then { |v4361|
1.then { |v4362|
1.then { |v4363|
1.then { |v4364|
1.then { |v4365|
1.then { |v4366|
1.then { |v4367|
1.then { |v4368|
1.then { |v4369|
1.then { |v4370|
1.then { |v4371|
1.then { |v4372|
1.then { |v4373|
1.then { |v4374|
1.then { |v4375|
1.then { |v4376|
1.then { |v4377|
1.then { |v4378|
1.then { |v4379|
1.then { |v4380|
1.then { |v4381|
1.then { |v4382|
1.then { |v4383|
1.then { |v4384|
1.then { |v4385|
1.then { |v4386|
1.then { |v4387|
1.then { |v4388|
1.then { |v4389|
1.then { |v4390|
1.then { |v4391|
1.then { |v4392|
1.then { |v4393|
1.then { |v4394|
1.then { |v4395|
1.then { |v4396|
1.then { |v4397|
1.then { |v4398|
1.then { |v4399|
1.then { |v4400|
1.then { |v4401|
1.then { |v4402|
1.then { |v4403|
1.then { |v4404|
1.then { |v4405|
1.then { |v4406|
1.then { |v4407|
1.then { |v4408|
1.then { |v4409|
1.then { |v4410|
1.then { |v4411|
1.then { |v4412|
1.then { |v4413|
1.then { |v4414|
1.then { |v4415|
1.then { |v4416|
1.then { |v4417|
1.then { |v4418|
1.then { |v4419|
1.then { |v4420|
1.then { |v4421|
1.then { |v4422|
1.then { |v4423|
1.then { |v4424|
1.then { |v4425|
1.then { |v4426|
1.then { |v4427|
1.then { |v4428|
1.then { |v4429|
1.then { |v4430|
1.then { |v4431|
1.then { |v4432|
1.then { |v4433|
1.then { |v4434|
1.then { |v4435|
1.then { |v4436|
1.then { |v4437|
1.then { |v4438|
1.then { |v4439|
1.then { |v4440|
1.then { |v4441|
1.then { |v4442|
1.then { |v4443|
1.then { |v4444|
1.then { |v4445|
1.then { |v4446|
1.then { |v4447|
1.then { |v4448|
1.then { |v4449|
1.then { |v4450|
1.then { |v4451|
1.then { |v4452|
1.then { |v4453|
1.then { |v4454|
1.then { |v4455|
1.then { |v4456|
1.then { |v4457|
1.then { |v4458|
1.then { |v4459|
1.then { |v4460|
1.then { |v4461|
1.then { |v4462|
1.then { |v4463|
1.then { |v4464|
1.then { |v4465|
1.then { |v4466|
1.then { |v4467|
1.then { |v4468|
1.then { |v4469|
1.then { |v4470|
1.then { |v4471|
1.then { |v4472|
1.then { |v4473|
1.then { |v4474|
1.then { |v4475|
1.then { |v4476|
1.then { |v4477|
1.then { |v4478|
1.then { |v4479|
1.then { |v4480|
1.then { |v4481|
1.then { |v4482|
1.then { |v4483|
1.then { |v4484|
1.then { |v4485|
1.then { |v4486|
1.then { |v4487|
1.then { |v4488|
1.then { |v4489|
1.then { |v4490|
1.then { |v4491|
1.then { |v4492|
1.then { |v4493|
1.then { |v4494|
1.then { |v4495|
1.then { |v4496|
1.then { |v4497|
1.then { |v4498|
1.then { |v4499|
1.then { |v4500|
1.then { |v4501|
1.then { |v4502|
1.then { |v4503|
1.then { |v4504|
1.then { |v4505|
1.then { |v4506|
1.then { |v4507|
1.then { |v4508|
1.then { |v4509|
1.then { |v4510|
1.then { |v4511|
1.then { |v4512|
1.then { |v4513|
1.then { |v4514|
1.then { |v4515|
1.then { |v4516|
1.then { |v4517|
1.then { |v4518|
1.then { |v4519|
1.then { |v4520|
1.then { |v4521|
1.then { |v4522|
1.then { |v4523|
1.then { |v4524|
1.then { |v4525|
1.then { |v4526|
1.then { |v4527|
1.then { |v4528|
1.then { |v4529|
1.then { |v4530|
1.then { |v4531|
1.then { |v4532|
1.then { |v4533|
1.then { |v4534|
1.then { |v4535|
1.then { |v4536|
1.then { |v4537|
1.then { |v4538|
1.then { |v4539|
1.then { |v4540|
1.then { |v4541|
1.then { |v4542|
1.then { |v4543|
1.then { |v4544|
1.then { |v4545|
1.then { |v4546|
1.then { |v4547|
1.then { |v4548|
1.then { |v4549|
1.then { |v4550|
1.then { |v4551|
1.then { |v4552|
1.then { |v4553|
1.then { |v4554|
1.then { |v4555|
1.then { |v4556|
1.then { |v4557|
1.then { |v4558|
1.then { |v4559|
1.then { |v4560|
1.then { |v4561|
1.then { |v4562|
1.then { |v4563|
1.then { |v4564|
1.then { |v4565|
1.then { |v4566|
1.then { |v4567|
1.then { |v4568|
1.then { |v4569|
1.then { |v4570|
1.then { |v4571|
1.then { |v4572|
1.then { |v4573|
1.then { |v4574|
1.then { |v4575|
1.then { |v4576|
1.then { |v4577|
1.then { |v4578|
1.then { |v4579|
1.then { |v4580|
1.then { |v4581|
1.then { |v4582|
1.then { |v4583|
1.then { |v4584|
1.then { |v4585|
1.then { |v4586|
1.then { |v4587|
1.then { |v4588|
1.then { |v4589|
1.then { |v4590|
1.then { |v4591|
1.then { |v4592|
1.then { |v4593|
1.then { |v4594|
1.then { |v4595|
1.then { |v4596|
1.then { |v4597|
1.then { |v4598|
1.then { |v4599|
1.then { |v4600|
1.then { |v4601|
1.then { |v4602|
1.then { |v4603|
1.then { |v4604|
1.then { |v4605|
1.then { |v4606|
1.then { |v4607|
1.then { |v4608|
1.then { |v4609|
1.then { |v4610|
1.then { |v4611|
1.then { |v4612|
1.then { |v4613|
1.then { |v4614|
1.then { |v4615|
1.then { |v4616|
1.then { |v4617|
1.then { |v4618|
1.then { |v4619|
1.then { |v4620|
1.then { |v4621|
1.then { |v4622|
1.then { |v4623|
1.then { |v4624|
1.then { |v4625|
1.then { |v4626|
1.then { |v4627|
1.then { |v4628|
1.then { |v4629|
1.then { |v4630|
1.then { |v4631|
1.then { |v4632|
1.then { |v4633|
1.then { |v4634|
1.then { |v4635|
1.then { |v4636|
1.then { |v4637|
1.then { |v4638|
1.then { |v4639|
1.then { |v4640|
1.then { |v4641|
1.then { |v4642|
1.then { |v4643|
1.then { |v4644|
1.then { |v4645|
1.then { |v4646|
1.then { |v4647|
1.then { |v4648|
1.then { |v4649|
1.then { |v4650|
1.then { |v4651|
1.then { |v4652|
1.then { |v4653|
1.then { |v4654|
1.then { |v4655|
1.then { |v4656|
1.then { |v4657|
1.then { |v4658|
1.then { |v4659|
1.then { |v4660|
1.then { |v4661|
1.then { |v4662|
1.then { |v4663|
1.then { |v4664|
1.then { |v4665|
1.then { |v4666|
1.then { |v4667|
1.then { |v4668|
1.then { |v4669|
1.then { |v4670|
1.then { |v4671|
1.then { |v4672|
1.then { |v4673|
1.then { |v4674|
1.then { |v4675|
1.then { |v4676|
1.then { |v4677|
1.then { |v4678|
1.then { |v4679|
1.then { |v4680|
1.then { |v4681|
1.then { |v4682|
1.then { |v4683|
1.then { |v4684|
1.then { |v4685|
1.then { |v4686|
1.then { |v4687|
1.then { |v4688|
1.then { |v4689|
1.then { |v4690|
1.then { |v4691|
1.then { |v4692|
1.then { |v4693|
1.then { |v4694|
1.then { |v4695|
1.then { |v4696|
1.then { |v4697|
1.then { |v4698|
1.then { |v4699|
1.then { |v4700|
1.then { |v4701|
1.then { |v4702|
1.then { |v4703|
1.then { |v4704|
1.then { |v4705|
1.then { |v4706|
1.then { |v4707|
1.then { |v4708|
1.then { |v4709|
1.then { |v4710|
1.then { |v4711|
1.then { |v4712|
1.then { |v4713|
1.then { |v4714|
1.then { |v4715|
1.then { |v4716|
1.then { |v4717|
1.then { |v4718|
1.then { |v4719|
1.then { |v4720|
1.then { |v4721|
1.then { |v4722|
1.then { |v4723|
1.then { |v4724|
1.then { |v4725|
1.then { |v4726|
1.then { |v4727|
1.then { |v4728|
1.then { |v4729|
1.then { |v4730|
1.then { |v4731|
1.then { |v4732|
1.then { |v4733|
1.then { |v4734|
1.then { |v4735|
1.then { |v4736|
1.then { |v4737|
1.then { |v4738|
1.then { |v4739|
1.then { |v4740|
1.then { |v4741|
1.then { |v4742|
1.then { |v4743|
1.then { |v4744|
1.then { |v4745|
1.then { |v4746|
1.then { |v4747|
1.then { |v4748|
1.then { |v4749|
1.then { |v4750|
1.then { |v4751|
1.then { |v4752|
1.then { |v4753|
1.then { |v4754|
1.then { |v4755|
1.then { |v4756|
1.then { |v4757|
1.then { |v4758|
1.then { |v4759|
1.then { |v4760|
1.then { |v4761|
1.then { |v4762|
1.then { |v4763|
1.then { |v4764|
1.then { |v4765|
1.then { |v4766|
1.then { |v4767|
1.then { |v4768|
1.then { |v4769|
1.then { |v4770|
1.then { |v4771|
1.then { |v4772|
1.then { |v4773|
1.then { |v4774|
1.then { |v4775|
1.then { |v4776|
1.then { |v4777|
1.then { |v4778|
1.then { |v4779|
1.then { |v4780|
1.then { |v4781|
1.then { |v4782|
1.then { |v4783|
1.then { |v4784|
1.then { |v4785|
1.then { |v4786|
1.then { |v4787|
1.then { |v4788|
1.then { |v4789|
1.then { |v4790|
1.then { |v4791|
1.then { |v4792|
1.then { |v4793|
1.then { |v4794|
1.then { |v4795|
1.then { |v4796|
1.then { |v4797|
1.then { |v4798|
1.then { |v4799|
1.then { |v4800|
1.then { |v4801|
1.then { |v4802|
1.then { |v4803|
1.then { |v4804|
1.then { |v4805|
1.then { |v4806|
1.then { |v4807|
1.then { |v4808|
1.then { |v4809|
1.then { |v4810|
1.then { |v4811|
1.then { |v4812|
1.then { |v4813|
1.then { |v4814|
1.then { |v4815|
1.then { |v4816|
1.then { |v4817|
1.then { |v4818|
1.then { |v4819|
1.then { |v4820|
1.then { |v4821|
1.then { |v4822|
1.then { |v4823|
1.then { |v4824|
1.then { |v4825|
1.then { |v4826|
1.then { |v4827|
1.then { |v4828|
1.then { |v4829|
1.then { |v4830|
1.then { |v4831|
1.then { |v4832|
1.then { |v4833|
1.then { |v4834|
1.then { |v4835|
1.then { |v4836|
1.then { |v4837|
1.then { |v4838|
1.then { |v4839|
1.then { |v4840|
1.then { |v4841|
1.then { |v4842|
1.then { |v4843|
1.then { |v4844|
1.then { |v4845|
1.then { |v4846|
1.then { |v4847|
1.then { |v4848|
1.then { |v4849|
1.then { |v4850|
1.then { |v4851|
1.then { |v4852|
1.then { |v4853|
1.then { |v4854|
1.then { |v4855|
1.then { |v4856|
1.then { |v4857|
1.then { |v4858|
1.then { |v4859|
1.then { |v4860|
1.then { |v4861|
1.then { |v4862|
1.then { |v4863|
1.then { |v4864|
1.then { |v4865|
1.then { |v4866|
1.then { |v4867|
1.then { |v4868|
1.then { |v4869|
1.then { |v4870|
1.then { |v4871|
1.then { |v4872|
1.then { |v4873|
1.then { |v4874|
1.then { |v4875|
1.then { |v4876|
1.then { |v4877|
1.then { |v4878|
1.then { |v4879|
1.then { |v4880|
1.then { |v4881|
1.then { |v4882|
1.then { |v4883|
1.then { |v4884|
1.then { |v4885|
1.then { |v4886|
1.then { |v4887|
1.then { |v4888|
1.then { |v4889|
1.then { |v4890|
1.then { |v4891|
1.then { |v4892|
1.then { |v4893|
1.then { |v4894|
1.then { |v4895|
1.then { |v4896|
1.then { |v4897|
1.then { |v4898|
1.then { |v4899|
1.then { |v4900|
1.then { |v4901|
1.then { |v4902|
1.then { |v4903|
1.then { |v4904|
1.then { |v4905|
1.then { |v4906|
1.then { |v4907|
1.then { |v4908|
1.then { |v4909|
1.then { |v4910|
1.then { |v4911|
1.then { |v4912|
1.then { |v4913|
1.then { |v4914|
1.then { |v4915|
1.then { |v4916|
1.then { |v4917|
1.then { |v4918|
1.then { |v4919|
1.then { |v4920|
1.then { |v4921|
1.then { |v4922|
1.then { |v4923|
1.then { |v4924|
1.then { |v4925|
1.then { |v4926|
1.then { |v4927|
1.then { |v4928|
1.then { |v4929|
1.then { |v4930|
1.then { |v4931|
1.then { |v4932|
1.then { |v4933|
1.then { |v4934|
1.then { |v4935|
1.then { |v4936|
1.then { |v4937|
1.then { |v4938|
1.then { |v4939|
1.then { |v4940|
1.then { |v4941|
1.then { |v4942|
1.then { |v4943|
1.then { |v4944|
1.then { |v4945|
1.then { |v4946|
1.then { |v4947|
1.then { |v4948|
1.then { |v4949|
1.then { |v4950|
1.then { |v4951|
1.then { |v4952|
1.then { |v4953|
1.then { |v4954|
1.then { |v4955|
1.then { |v4956|
1.then { |v4957|
1.then { |v4958|
1.then { |v4959|
1.then { |v4960|
1.then { |v4961|
1.then { |v4962|
1.then { |v4963|
1.then { |v4964|
1.then { |v4965|
1.then { |v4966|
1.then { |v4967|
1.then { |v4968|
1.then { |v4969|
1.then { |v4970|
1.then { |v4971|
1.then { |v4972|
1.then { |v4973|
1.then { |v4974|
1.then { |v4975|
1.then { |v4976|
1.then { |v4977|
1.then { |v4978|
1.then { |v4979|
1.then { |v4980|
1.then { |v4981|
1.then { |v4982|
1.then { |v4983|
1.then { |v4984|
1.then { |v4985|
1.then { |v4986|
1.then { |v4987|
1.then { |v4988|
1.then { |v4989|
1.then { |v4990|
1.then { |v4991|
1.then { |v4992|
1.then { |v4993|
1.then { |v4994|
1.then { |v4995|
1.then { |v4996|
1.then { |v4997|
1.then { |v4998|
1.then { |v4999|
x += 1
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
p x
