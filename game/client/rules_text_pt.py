"""A referência das regras em português (issue 13 item 4): os mesmos tópicos, pela mesma
ordem e com os mesmos ids que :mod:`game.client.rules_text`; texto nosso, com os termos do
glossário (RULES.md §27)."""

from __future__ import annotations

from game.client.rules_text import Topic

# the legend topic: title and keywords (its body is the legend, game.client.legend)
LEGEND: tuple[str, tuple[str, ...]] = ("Legenda: ícones e marcadores", ("legenda", "ícone", "símbolo", "marcador", "ficha"))

TOPICS: tuple[Topic, ...] = (
    Topic("overview", "Do que trata o jogo", """\
Um pequeno grupo de sobreviventes resiste numa colônia durante um inverno duro, enquanto \
os mortos se juntam lá fora. Todos à mesa compartilham um objetivo principal para a colônia, \
mas cada jogador vence ou perde apenas pelo seu objetivo secreto, que nunca mostra. Um \
desses objetivos secretos pode pertencer a um traidor que quer que a colônia fracasse.

O jogo termina logo que a moral chega a 0 ou o marcador da rodada se esgota (o objetivo \
principal conta então como falhado), ou quando o objetivo principal é cumprido na fase da \
colônia. Então cada jogador verifica o seu objetivo secreto: qualquer número de jogadores \
pode vencer, até nenhum.

• A moral é a barra de vida da colônia. Mortes, fome, lixo e algumas cartas baixam-na.
• O marcador da rodada desce uma vez por rodada.
• Os sobreviventes agem com dados; os zumbis chegam em cada fase da colônia.""",
          ("meta", "vencer", "traidor", "objetivo")),
    Topic("setup", "Preparação", """\
Escolham o objetivo principal (de comum acordo ou ao acaso); a sua preparação fixa a moral \
inicial, o número de rodadas e por vezes comida extra, sobreviventes indefesos ou zumbis.

Cada jogador recebe um objetivo secreto virado para baixo (nenhum nas variantes \
cooperativa e para 2 jogadores). O conjunto de onde vêm tem sempre exatamente um objetivo \
secreto com traição, por isso pode haver ou não um traidor no jogo.

Cada jogador recebe 5 cartas de item iniciais (7 com dois jogadores) e 4 sobreviventes: \
fica com 2 (3 com dois jogadores), escolhe um deles como líder do grupo e devolve os \
restantes. Todos os sobreviventes escolhidos começam na colônia. O jogador cujo líder tem a \
maior influência fica com a ficha de primeiro jogador. [SETUP]""",
          ("escolha", "líder", "início", "primeiro jogador")),
    Topic("round", "Uma rodada, passo a passo", """\
Cada rodada tem uma fase dos turnos dos jogadores e depois uma fase da colônia.

Fase dos turnos dos jogadores:
• Revelar a próxima crise. Ela vai ferir a colônia no fim da rodada, a menos que os \
jogadores lhe juntem os tipos de item certos.
• Cada jogador rola dados de ação: um dado mais um por sobrevivente que controla. Os \
sobreviventes indefesos nunca dão dados.
• A começar pelo primeiro jogador e seguindo para a esquerda, cada jogador joga um turno.

No início do seu turno, o jogador à sua direita tira em segredo uma carta de encruzilhada \
sobre você, e cada sobrevivente seu com congelamento recebe mais um ferimento. [ROUND]""",
          ("dados", "ordem dos turnos", "fase")),
    Topic("turn", "O seu turno e as ações", """\
No seu turno faça quantas ações quiser, pela ordem que quiser, e depois termine o turno. \
As ações com dado gastam um dos seus dados de ação não usados; as ações livres não custam \
nada.

Ações com dado (o valor do dado tem de chegar ao número indicado, quando há um):
• Ataque — um sobrevivente gasta um dado pelo menos igual ao seu valor de ataque.
• Explorar — num local (nunca na colônia), um dado pelo menos igual ao valor de exploração.
• Barricada — qualquer dado: põe uma barricada num espaço de entrada vazio desse local.
• Limpeza do lixo — qualquer dado, com um sobrevivente na colônia: tira 3 cartas do lixo.
• Atrair zumbis — qualquer dado: traz até 2 zumbis de qualquer lugar para este local.
• Habilidade — a habilidade numerada de um sobrevivente, no local que a carta indica.

Ações livres: jogar uma carta, doar cartas para a crise, andar com um sobrevivente, gastar \
fichas de comida, pedir cartas a outros jogadores, transferir equipamento e convocar uma \
votação para exilar. [ACT]""", ("ação", "dado", "ação livre")),
    Topic("attack", "Atacar", """\
Os zumbis morrem sempre quando atacados: retire o zumbi; depois o atacante rola o dado de \
exposição. Na colônia pode escolher um zumbi em qualquer das suas seis entradas.

Também pode atacar o sobrevivente de outro jogador no mesmo lugar: role de novo o dado \
gasto; um resultado até ao valor de ataque do alvo fere-o e deixa você tirar uma carta ao \
acaso da mão do dono. Atacar um sobrevivente nunca obriga a uma rolagem de exposição. \
Ninguém pode atacar um sobrevivente indefeso nem os seus próprios sobreviventes. \
[ACT-ATTACK]""", ("zumbi", "matar", "lutar", "ataque")),
    Topic("search", "Explorar e fazer barulho", """\
Tire a carta de cima do baralho de itens do local e olhe para ela em segredo. Depois pare, \
ou faça barulho: ponha uma ficha de barulho no local e tire outra carta. Pode continuar a \
fazer barulho enquanto houver espaço (no máximo 4 fichas de barulho por local e por \
rodada). Quando parar, fique com exatamente uma das cartas tiradas e ponha as outras no \
fundo do baralho.

O barulho é perigoso: na fase da colônia cada ficha de barulho pode trazer mais um zumbi. \
[ACT-SEARCH]""", ("barulho", "item", "baralho", "tirar")),
    Topic("move", "Andar e exposição", """\
Andar é livre: cada sobrevivente pode andar uma vez por turno para qualquer local com um \
espaço de sobrevivente vazio (não há distâncias no mapa). Depois de cada movimento o \
sobrevivente rola o dado de exposição.

O dado de exposição tem doze faces:
• Nada (um anel vazio) — não acontece nada.
• Ferimento (três marcas de garras) — um ferimento.
• Congelamento (um floco de neve) — um ferimento que ainda junta mais um ferimento no \
início de cada turno do dono.
• Mordida (uma mandíbula com dentes) — o sobrevivente morre logo e a mordida pode se \
alastrar.

Um sobrevivente com três ferimentos de qualquer tipo morre logo. [ACT-MOVE, EXPO]""",
          ("exposição", "ferimento", "congelamento", "mordida", "dado")),
    Topic("bite", "Quando uma mordida se alastra", """\
Depois de uma mordida, o sobrevivente com a menor influência no mesmo local está em \
perigo, seja de quem for. O dono escolhe: deixá-lo morrer (e a mordida para de se \
alastrar), ou rolar o dado de exposição — nada salva-o e para o alastramento; qualquer \
outro resultado mata-o e a mordida passa ao sobrevivente seguinte de menor influência \
ali. [EXPO-09..12]""", ("alastrar", "infecção", "mordida")),
    Topic("zombies", "Zumbis, barricadas e entradas invadidas", """\
Cada local tem espaços de entrada; a colônia tem seis entradas numeradas. Os zumbis chegam \
sempre um de cada vez. Na colônia o primeiro vai para a entrada 1, o segundo para a \
entrada 2 e assim por diante, voltando ao início depois da 6.

Se a entrada de destino estiver cheia mas com barricada, a barricada se parte e esse zumbi \
é descartado. Se estiver cheia e sem barricada, o lugar é invadido: o zumbi é descartado e \
o sobrevivente de menor influência ali morre (na colônia: em qualquer ponto da colônia; se \
só houver sobreviventes indefesos, morre um deles). [ZOMB]""",
          ("invasão", "barricada", "entrada")),
    Topic("colony", "A fase da colônia", """\
Depois de todos jogarem o seu turno, a fase da colônia cumpre estes passos, por ordem:
• Pagar comida — uma ficha de comida por cada duas pessoas na colônia (sobreviventes mais \
fichas de indefesos, arredondando para cima). Se não houver comida suficiente, não se paga \
nada, junta-se uma ficha de fome e perde-se uma moral por cada ficha de fome.
• Verificação do lixo — perde-se uma moral por cada 10 cartas completas no lixo.
• Resolver a crise (ver Crise).
• Aparecimento de zumbis — um por cada duas pessoas na colônia, um por sobrevivente em cada \
outro local; depois cada ficha de barulho pode juntar mais um.
• Verificar o objetivo principal — se estiver cumprido agora, o jogo termina.
• Atualizar o marcador da rodada; em 0 o jogo termina.
• Passar a ficha de primeiro jogador. [COLONY]""", ("comida", "fome", "lixo", "fase")),
    Topic("crisis", "Crise", """\
Em cada rodada revela-se uma nova crise. Ela indica os tipos de item que ajudam. Durante \
os seus turnos os jogadores podem doar-lhe cartas viradas para baixo, da mão ou do \
equipamento. Na fase da colônia as cartas são embaralhadas e reveladas: cada carta certa \
conta +1, cada outra carta −1.

A crise é evitada quando o total chega ao número de jogadores não exilados; com mais dois \
do que isso, a colônia ganha ainda 1 de moral. Caso contrário o seu efeito acontece. Todas \
as cartas doadas saem do jogo. Uma carta recebida a pedido nunca pode ser doada. \
[CRISIS]""", ("doar", "evitar", "sabotagem", "crise")),
    Topic("crossroads", "Encruzilhadas", """\
No início de cada turno, o jogador à direita do jogador da vez tira em segredo uma carta \
de encruzilhada. Ela descreve uma situação que pode surgir durante o turno. Se o jogador da \
vez fizer o que a carta descreve, ela é revelada e lida, e o jogador da vez escolhe uma das \
suas opções. Uma carta que não foi ativada vai para o fundo do baralho; uma que foi ativada \
sai do jogo. Algumas encruzilhadas pedem a todos que votem. [XROADS]""",
          ("história", "carta", "gatilho", "encruzilhada")),
    Topic("voting", "Votação", """\
Os votos são secretos, um jogador de cada vez nesta tela, e revelados juntos. Vota cada \
jogador não exilado, incluindo quem convocou a votação. Mais polegares para cima do que \
para baixo aprova a votação; o primeiro jogador desempata (se estiver fora do jogo, o \
jogador seguinte ainda em jogo que receberia a ficha de primeiro jogador). [VOTE]""",
          ("votar", "voto", "votação")),
    Topic("exile", "Exílio", """\
Uma vez por turno o jogador da vez pode convocar uma votação para exilar outro jogador. Se \
for aprovada, o jogador exilado tira um objetivo secreto do exílio, que muda o que precisa \
fazer para vencer, e tira os seus sobreviventes da colônia.

Os jogadores exilados não votam, não doam cartas para a crise e não gastam fichas de \
comida (em vez do efeito de uma carta de comida, podem jogá-la para subir 1 num dado de \
ação). Ignoram os efeitos que juntariam sobreviventes indefesos e ficam de fora dos efeitos \
para "cada jogador não exilado"; as cartas que jogam saem do jogo em vez de irem para o \
lixo. Se alguma vez forem exilados dois jogadores que não são traidores, a moral cai para 0 \
e o jogo termina. Não há exílio nas variantes cooperativas. [EXILE]""",
          ("traidor", "exilar", "exílio")),
    Topic("requests", "Pedidos, comida e equipamento", """\
Pedir cartas: peça cartas de item aos outros jogadores. Cada um pode dar uma da mão ou \
recusar; uma carta dada é mostrada e tem de ser jogada logo, e nunca pode ir para a crise.

Fichas de comida: retire fichas de comida do estoque da colônia; cada uma sobe 1 num dos \
seus dados não usados.

O equipamento fica no sobrevivente em que foi jogado. Pode ser transferido para outro \
sobrevivente no mesmo lugar, doado para a crise, ou perde-se quando o sobrevivente morre: \
volta à mão do dono se isso aconteceu na colônia, senão é embaralhado no baralho do local. \
[ACT-REQ, ACT-FOOD, ACT-HANDOFF]""", ("ficha de comida", "equipar", "pedir")),
    Topic("death", "Mortes, sobreviventes indefesos e moral", """\
Cada sobrevivente ou sobrevivente indefeso que morre custa 1 de moral (não os \
sobreviventes de um jogador exilado). "Removido" não é "morto" e não custa nada, a menos \
que uma carta o diga.

Se o seu líder morrer, escolha um seguidor como novo líder. Se o seu último sobrevivente \
morrer, descarte a mão e tire um novo sobrevivente do baralho como seu líder. Quando isso \
acontece enquanto uma mordida se alastra, o primeiro jogador decide o que vem primeiro: o \
alastramento ou o novo líder.

Os sobreviventes indefesos são fichas na colônia: comem e atraem zumbis, mas não dão dados \
e não podem agir nem ser atacados. [KILL, SURV, MORALE]""",
          ("indefeso", "morte", "líder", "moral")),
    Topic("items", "Os sete tipos de item", """\
Cada carta de item tem um de sete símbolos. Na tela cada símbolo tem a sua própria forma, \
por isso nunca é preciso a cor para os distinguir:
• Arma — uma faca num triângulo.
• Combustível — um galão num círculo.
• Livro — um livro aberto num quadrado.
• Comida — uma maçã num círculo.
• Medicamento — uma cruz num anel.
• Ferramenta — uma chave inglesa num hexágono.
• Sobrevivente — cabeça e ombros num círculo.

Os locais indicam os símbolos que guardam, do mais comum para o menos comum.""",
          ("ícone", "símbolo", "arma", "combustível", "medicamento", "ferramenta")),
    Topic("variants", "Variantes", """\
• Mais difícil — joga-se o lado difícil do objetivo principal.
• Cooperativa — lado difícil, sem objetivos secretos, sem exílio: todos vencem ou perdem \
juntos.
• Dois jogadores — sempre cooperativa; cada jogador fica com 3 sobreviventes e recebe 7 \
itens.
• Traição — menos objetivos normais no conjunto, por isso um traidor é muito mais provável.
• Eliminação de jogador — um jogador cujo último sobrevivente morre sai do jogo, em vez de \
tirar um novo. [VAR]""",
          ("mais difícil", "cooperativa", "dois jogadores", "traidor", "eliminação")),
    Topic("screen", "Ler a mesa", """\
A colônia fica no meio, com as suas seis entradas numeradas; os seis locais ficam à volta. \
Cada local mostra os seus espaços de sobrevivente, os espaços de entrada (zumbis e \
barricadas), os espaços de barulho e quantas cartas restam no seu baralho.

Os peões dos sobreviventes têm a marca do dono (círculo, quadrado, triângulo, losango ou \
estrela) e uma faixa com o nome. As gotas vermelhas são ferimentos; os flocos de neve são \
congelamento. Uma estrela num peão marca o líder do grupo. A ficha amarela com estrela é a \
ficha de primeiro jogador.

Os marcadores mostram a moral e as rodadas que faltam; junto ao estoque de comida vê as \
fichas de fome e o lixo, com o ponto em que voltará a custar moral.""",
          ("tabuleiro", "legenda", "peão", "marcador")),
    Topic("handoff", "Passar o computador", """\
É um jogo para passar de mão em mão. Antes de se mostrar algo privado (a sua mão, o seu \
objetivo secreto, uma exploração, um voto) a tela escurece e diz quem deve olhar a seguir. \
Passe o mouse, e só esse jogador clica para continuar. O registro nomeia sempre os \
jogadores; nunca diz "você".""", ("privacidade", "passar", "mesmo computador")),
    Topic("keys", "Teclado e mouse", """\
• F1 — esta referência das regras, de qualquer lugar. Escreva para procurar; ↑/↓ escolhem \
um tópico; Page Up/Down deslizam o texto.
• Esc — menu de pausa (num jogo) ou voltar (nos menus).
• Tab / Shift+Tab ou as setas — passar de botão em botão; Enter ou Espaço — pressionar.
• Esquerda/Direita — mudar uma opção.
• Espaço durante as animações — pulá-las (avanço rápido).
• F11 — tela cheia ligado ou desligado. F3 — tempo de cada imagem.

Todas as ações podem ser escolhidas com o teclado: as teclas numeradas mostradas nos \
botões também funcionam.

Cartas: passe o mouse sobre uma carta (na sua mão, a crise, o objetivo, o equipamento de um \
sobrevivente, o baralho de um local) para a ler; o botão direito ou Z fixa-a em grande; Esc, \
Z ou um clique fecham o zoom. Os ícones e marcadores do tabuleiro explicam-se ao passar o \
mouse.""", ("controles", "atalho", "tecla", "teclado")),
)
