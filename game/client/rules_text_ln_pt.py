"""A referência das regras de A Noite Sem Fim, dos seus modos e cenários, em português
(issue 9 item 8): os mesmos tópicos, pela mesma ordem e com os mesmos ids que
:mod:`game.client.rules_text_ln`; texto nosso, com os termos do glossário (RULES.md §27)."""

from __future__ import annotations

from game.client.rules_text import Topic

TOPICS: tuple[Topic, ...] = (
    Topic("ln_rules", "A Noite Sem Fim: o que muda", """\
A Noite Sem Fim usa todas as regras do jogo base, com as mudanças abaixo, quaisquer que \
sejam os modos em jogo. Três modos podem ser juntados em qualquer combinação, ou nenhum: \
Melhorias, Bandidos e Raxxon. Cada um traz as suas cartas (marcadas com o seu ícone) e as \
suas regras. As cartas do jogo base podem ser misturadas; então cada local fica só com 20 \
cartas do seu baralho combinado.

• Uma carta com vários usos só pode ser usada nas partes cujo modo está em jogo. Sem o \
Modo dos Bandidos, os números de bandidos das cartas de crise são ignorados.
• Local aleatório: jogue um dado e tome o local com esse número. A colônia não tem \
número, e os locais com número acima de 6 nunca saem desta forma.
• Armadilha explosiva: o outro lado de uma ficha de barricada. Fecha uma entrada como uma \
barricada, mas quando um zumbi que chega a destrói, todos os zumbis que já estavam nessa \
entrada são removidos também.
• Barulho: no Aparecimento de Zumbis cada ficha de barulho é virada como uma moeda, uma de \
cada vez; cada uma que cai com "!!!" para cima junta 1 zumbi ali. No máximo 4 fichas de \
barulho por local numa rodada.
• Votação do primeiro jogador: no fim de cada rodada, antes de passar a ficha de primeiro \
jogador, qualquer jogador pode convocar uma votação para que ela fique onde está. Se a \
votação falhar, a ficha passa para a direita como de costume. [LN]""",
          ("noite sem fim", "modo", "barulho", "moeda", "armadilha explosiva",
           "local aleatório", "primeiro jogador", "votação", "misturado")),
    Topic("ln_despair", "Desespero, rebeldes, Cemitério", """\
Desespero: algumas encruzilhadas, crises e outras cartas dão desespero a um sobrevivente, \
uma ficha na sua carta. O desespero conta como um ferimento para tudo, incluindo a morte \
quando ferimentos, congelamento e desespero juntos chegam a 3. Mas um efeito que cura \
ferimentos não tira o desespero; só um efeito que nomeia o desespero o tira.

Sobreviventes indefesos rebeldes: uma ficha de sobrevivente indefeso pode ser virada para \
o lado rebelde. Uma ficha rebelde conta como 2 sobreviventes indefesos quando a colônia \
paga comida e quando lá aparecem zumbis. No seu turno, como ação livre, o jogador da vez \
pode acalmar uma ficha rebelde (desvirá-la) pondo uma carta de medicamento da mão no lixo \
sem usar o seu efeito.

O Cemitério parece um local mas é só onde vão os peões e as cartas dos sobreviventes \
mortos. Ninguém anda até lá nem o explora, e nunca é um local aleatório; só algumas cartas \
de encruzilhada se referem a ele. [LN]""",
          ("desespero", "rebelde", "indefeso", "cemitério", "morto", "medicamento",
           "ferimento")),
    Topic("ln_improvements", "Modo das Melhorias", """\
Preparação: as cartas de crise, sobrevivente, encruzilhada e objetivo com o ícone de \
martelo entram nos seus baralhos, e 4 cartas de melhoria ficam abertas numa fila ao lado \
da colônia.

Durante o jogo, alguns itens e outros efeitos põem marcadores de progresso numa melhoria. \
Logo que uma melhoria tem pelo menos tantos marcadores quanto o número impresso nela, \
fica concluída, na hora, em qualquer momento: vai para a planta da colônia e o seu efeito \
permanente vale a partir daí.

A caixa tem 10 cartas de melhoria, 10 fichas de melhoria e 12 marcadores de progresso. \
[IMPR]""",
          ("melhoria", "progresso", "marcador", "planta", "martelo", "construir")),
    Topic("ln_bandits", "Modo dos Bandidos", """\
Os bandidos são pessoas que nenhum jogador controla. Só ficam em locais fora da colônia, \
cada um ocupando um espaço dos sobreviventes. Preparação: as cartas com o ícone de bandido \
entram nos seus baralhos, o Esconderijo dos Bandidos entra em jogo (não tem baralho de \
itens) e os peões de bandido esperam ao lado dele.

• Colocação dos bandidos: logo depois de revelar uma crise, põem-se bandidos nos locais \
cujos números estão impressos nela. Um local sem espaço dos sobreviventes livre não \
recebe nenhum. Uma crise do jogo base sem números manda 2 bandidos para locais aleatórios.
• Aparecimento de Zumbis: cada bandido num local conta como um sobrevivente ali e atrai 1 \
zumbi.
• Entrada invadida: quando uma entrada é invadida e nenhum sobrevivente está nesse local, \
os seus bandidos são removidos.
• Pilhagem dos bandidos (fase da colônia, logo depois do Aparecimento de Zumbis): para \
cada bandido, a carta do topo do baralho de itens do seu local vai aberta para o estoque \
do esconderijo.
• Ataque contra um bandido com a ação normal de ataque (sem rolagem de exposição, sem \
tomar carta). Depois jogue o dado gasto: 4 ou menos remove o bandido; 5 ou 6 não faz nada. \
Se houver um zumbi especial ali, ele tem de ser atacado primeiro.

A caixa tem 20 peões de bandido. [BAND]""",
          ("bandido", "bandidos", "pilhagem", "estoque", "colocação", "peão")),
    Topic("ln_hideout", "Esconderijo e líder dos bandidos", """\
(No pacote A Noite Sem Fim deste jogo, o Esconderijo dos Bandidos é o Poleiro de Harrow, um \
silo de grãos tomado pelos bandidos; o estoque do esconderijo é o estoque dos bandidos.) \
O Esconderijo dos Bandidos é um local especial. Um sobrevivente ali pode atacar um \
bandido, um sobrevivente ou um zumbi ali com as regras normais. Pode também atacar o \
próprio esconderijo ou explorá-lo: gaste um dado como num ataque ou numa exploração, \
depois jogue esse dado e leia o resultado na carta do esconderijo. Só os sobreviventes de \
jogadores não exilados podem atacar ou explorar o próprio esconderijo.

Líder dos bandidos: um jogador exilado que não é o traidor passa a ser o líder dos \
bandidos; todas as regras do exílio continuam a valer para ele. O líder escolhe onde os \
bandidos são colocados em vez dos números impressos ou dos locais aleatórios, e pode \
tomar 1 carta do estoque do esconderijo uma vez por rodada. [BAND]""",
          ("bandido", "esconderijo", "líder", "estoque", "exílio", "explorar", "atacar")),
    Topic("ln_raxxon", "Modo da Raxxon: exploração, pílulas", """\
(No pacote A Noite Sem Fim deste jogo, o local Raxxon são os Laboratórios Glasshill, o \
laboratório no alto do morro; as cartas dizem "Glasshill" onde as regras dizem Raxxon.) \
Preparação: as cartas com o ícone de caveira entram nos seus baralhos e o local Raxxon \
entra em jogo com o seu próprio baralho de itens. O baralho de experimentos é embaralhado \
e posto na Raxxon com o lado do Registro de Áudio para cima: o Registro de Áudio do topo \
é público e pode ser lido a qualquer momento. O baralho de efeitos de pílula fica ao lado, \
sem embaralhar; qualquer um pode olhá-lo.

• Exploração na Raxxon: depois de cada exploração ali, o sobrevivente que explorou faz uma \
rolagem de exposição.
• As pílulas são itens de evento do baralho da Raxxon. Escolha um sobrevivente que \
controla para tomar a pílula, jogue um dado e aplique o resultado impresso na pílula. Se \
mandar equipar um efeito de pílula, essa carta sai do baralho de efeitos e fica equipada \
ao sobrevivente para sempre: nunca pode ser tirada. [RAX]""",
          ("raxxon", "pílula", "efeito", "experimento", "registro de áudio", "laboratório",
           "exposição")),
    Topic("ln_containment", "Raxxon: o código de contenção", """\
No seu turno, um jogador com pelo menos um sobrevivente na Raxxon pode pôr dados de ação \
da sua reserva de não usados na carta da Raxxon (ação livre). Esses dados mantêm os seus \
valores e já não podem ser gastos.

Logo no início da fase da colônia, se 2 dados na Raxxon combinam com o código de \
contenção do Registro de Áudio do topo, todos os jogadores não exilados votam:
• Polegar para cima: a carta de experimento do topo é descartada e nada é libertado.
• Polegar para baixo: o primeiro jogador escolhe um local (a colônia conta) que recebe 3 \
zumbis a menos no Aparecimento de Zumbis desta rodada, e depois a libertação acontece na \
mesma.

Libertação (também quando o código não é combinado): cada zumbi especial nomeado no \
Registro de Áudio é colocado, um de cada vez, cada um com um dado para decidir onde vai, \
pelas regras normais de colocação de zumbis. Sem espaço de entrada livre, uma armadilha, \
barricada ou invasão fica com ele como de costume, esse zumbi não é colocado e a carta de \
experimento é descartada. Quando pelo menos um é colocado, a carta vira para o lado do \
confronto e fica ao lado da colônia. [RAX]""",
          ("contenção", "código", "dados", "libertação", "votação", "registro de áudio",
           "confronto")),
    Topic("ln_special", "Zumbis especiais", """\
Há 12 tipos de zumbi especial (19 peões), cada um com a sua carta de confronto.

• Só os ataques normais os matam. Itens e habilidades que não são ataques, e armadilhas \
explosivas, não os afetam.
• Só um efeito nomeado na sua própria carta de confronto pode movê-lo: Atrair Zumbis e \
outros efeitos de movimento não podem.
• Num local com um zumbi especial, quem ataca tem de visar um zumbi especial antes de \
qualquer outro zumbi, sobrevivente ou bandido.
• Atacar um deles: primeiro uma rolagem de exposição (salvo se algo isentar o atacante); \
depois, se o atacante ainda estiver vivo, jogue um dado e aplique esse resultado na sua \
carta de confronto.
• Quando o último zumbi especial de um tipo sai do jogo, a sua carta de confronto é \
descartada. [RAX]""",
          ("zumbi especial", "confronto", "raxxon", "experimento", "ataque", "exposição")),
    Topic("ln_scenarios", "Cenários especiais", """\
Dois cenários ensinam os modos da Raxxon e dos Bandidos passo a passo. Cada um troca o \
objetivo principal por três objetivos especiais jogados em ordem: R1, R2, R3 para a \
Raxxon; B1, B2, B3 para os bandidos. A mesa mostra o que está em jogo com o seu progresso.

No começo só algumas regras do modo estão ligadas; cada etapa cumprida liga mais. Cumprir \
a etapa 1 ou 2 não termina o jogo: segue-se uma transição. Ela nomeia um jogador \
designado, que lê a sua história em voz alta e faz os seus passos previstos. No início da \
rodada seguinte a carta cumprida sai do jogo e a próxima toma o seu lugar. Só cumprir o \
terceiro objetivo especial dá a vitória. [SCEN]""",
          ("cenário", "objetivo especial", "etapa", "introdução", "transição", "história")),
    Topic("ln_scen_raxxon", "Cenário: a introdução à Raxxon", """\
Preparação como no Modo da Raxxon, mas a Raxxon está selada: barricadas enchem as suas \
entradas e espaços dos sobreviventes, ninguém pode ir lá, e nem o código de contenção nem \
as pílulas estão em jogo. Dois sobreviventes ficam fora da distribuição. Depois da \
introdução, um deles junta-se ao primeiro jogador na colônia com o item da Raxxon do \
cenário, procurado no baralho da Raxxon (que depois é embaralhado).

De R1 para R2: o jogador designado (menos seguidores; em empate, o que tem o sobrevivente \
de maior influência) tira as barricadas da Raxxon, coloca ali um dos seus sobreviventes e \
leva 3 zumbis da colônia para a Raxxon. O outro sobrevivente posto de lado junta-se a ele \
na Raxxon com 1 ferimento (se a Raxxon estiver cheia, o primeiro jogador manda um \
sobrevivente de lá de volta à colônia). A partir daí os sobreviventes podem entrar e \
explorar a Raxxon, com a sua rolagem de exposição, e as pílulas funcionam.

De R2 para R3: os dados na Raxxon são retirados e todos os sobreviventes de lá voltam à \
colônia. Cartas de experimento são tiradas logo e os seus zumbis especiais libertados: 2 \
cartas com 2 ou 3 jogadores não exilados, 3 com 4. O código de contenção entra em jogo a \
partir da rodada seguinte. [SCEN-R]""",
          ("cenário", "raxxon", "selada", "R1", "R2", "R3", "transição", "contenção")),
    Topic("ln_scen_bandits", "Cenário: a introdução aos Bandidos", """\
Preparação como no Modo dos Bandidos. A carta de traição juntada aos objetivos secretos é \
o infiltrado próprio do cenário; todos podem ouvir o seu texto, mas quem o tem continua \
segredo. A sua meta precisa de B2 cumprido, por isso quem o tem tem de ajudar a colônia \
até lá. Depois da introdução cada jogador tira 1 carta do baralho do Hospital. Em B1 os \
bandidos são colocados, atraem zumbis, são removidos por invasões e fazem pilhagem; \
atacá-los, o esconderijo e o líder dos bandidos vêm depois.

De B1 para B2: o jogador designado (quem controla o seguidor humano de menor influência) \
esvazia o estoque de comida; o sobrevivente de maior influência e o sobrevivente humano \
de menor influência vão para o esconderijo; o primeiro é morto (a moral desce como de \
costume), o segundo recebe 1 ferimento, salvo se já tiver 2, e volta à colônia. A partir \
daí os bandidos e o esconderijo podem ser atacados.

De B2 para B3: uma fase especial de exílio. A partir do primeiro jogador, em sentido \
horário, cada jogador pode convocar uma votação para exilar, pelas regras normais. Depois, \
um traidor que não foi exilado e cumpriu a meta do infiltrado pode revelar-se e vencer na \
hora. Senão, a sua meta passa a exigir também moral 0. Um não traidor exilado agora passa \
a ser o líder dos bandidos. Os sobreviventes dos jogadores não exilados voltam do \
esconderijo para a colônia. [SCEN-B]""",
          ("cenário", "bandido", "infiltrado", "fase especial de exílio", "exílio", "B1",
           "B2", "B3", "traidor")),
    Topic("ln_options", "Opções de A Noite Sem Fim", """\
Escolhidas ao preparar um jogo novo (o padrão de A Noite Sem Fim primeiro):
• Regras: jogo base, A Noite Sem Fim, ou os dois misturados. Modos: qualquer um entre \
Melhorias, Bandidos, Raxxon. Cenário: nenhum, introdução à Raxxon ou introdução aos \
Bandidos (liga o seu modo).
• Barulho: virado como moedas (A Noite Sem Fim) ou com dado como no jogo base. Limite de \
barulho por local: 4, ou nenhum.
• Votação do primeiro jogador ligada ou desligada; a ficha de primeiro jogador passa para \
a direita ou para a esquerda.
• Peso dos rebeldes: quantos sobreviventes indefesos vale uma ficha rebelde (2).
• Bandidos de uma crise do jogo base: 2 ou 0. O líder dos bandidos coloca todos os \
bandidos ou só quando se revela uma crise, e pode ou não tomar uma carta do estoque; os \
bandidos removidos voltam à reserva ou saem do jogo; os sobreviventes exilados podem ou \
não usar o esconderijo.
• Dados de contenção: um limite por jogador, ou nenhum.
• Limites de componentes: respeitar ou não as quantidades de peões e fichas da caixa. \
[LN]""",
          ("opções", "avançado", "configuração", "regras", "modo", "cenário",
           "limite de barulho", "peso dos rebeldes", "limite de componentes")),
)
