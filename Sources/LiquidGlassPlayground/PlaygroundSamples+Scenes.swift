import Foundation

// The example scenes of examples/scenes, shipped inside the binary, with each photo named as the playground knows
// it (`coffee.png` for `../../Sources/LiquidGlassGallery/Resources/Backdrops/coffee.png`). PlaygroundSampleTests
// compares every one with its file, so the two cannot drift apart.

extension PlaygroundSamples {
    /// The scenes, by file name, in file-name order.
    static let scenes: [SampleScene] = [
        SampleScene(fileName: "action-burst.yaml", text: #"""
# A floating action button that bursts into three actions: one scene, two states.
# The actions live in the button's container, so in the `closed` state (where they are hidden) they grow out
# of the button and melt back into it.
#
#   swift run liquidglass animate examples/scenes/action-burst.yaml --from closed --to open -o burst.png
#   swift run liquidglass render examples/scenes/action-burst.yaml --state open -o open.png
canvas: {width: 402, height: 874, scale: 3}
background:
  image: chelsea.png
elements:
  - container:
      spacing: 12
      elements:
        - {id: camera, shape: circle, frame: [330, 536, 52, 52], label: {symbol: camera.fill}}
        - {id: photo, shape: circle, frame: [330, 604, 52, 52], label: {symbol: photo}}
        - {id: doc, shape: circle, frame: [330, 672, 52, 52], label: {symbol: doc.fill}}
        - id: fab
          shape: circle
          frame: [322, 758, 60, 60]
          tint: {color: systemBlue, opacity: 0.8}
          interactive: true
          label: {symbol: xmark, weight: semibold}
states:
  closed:
    elements:
      camera: {hidden: true}
      photo: {hidden: true}
      doc: {hidden: true}
      fab: {label: {symbol: plus, weight: semibold}}
  open: {}
transitions:
  - {from: closed, to: open, animation: bouncy}
  - {from: open, to: closed, animation: {curve: smooth, duration: 0.4}}

"""#),
        SampleScene(fileName: "astronaut-player.json", text: #"""
{
	"canvas": {"width": 402, "height": 874, "scale": 2},
	"colorScheme": "dark",
	"background": {
		"image": "astronaut.png",
		"fill": "cover",
		"dim": 0.3
	},
	"elements": [
		{
			"id": "player",
			"shape": {"roundedRectangle": {"cornerRadius": 28, "style": "continuous"}},
			"frame": [16, 660, 370, 150],
			"glass": "clear"
		},
		{
			"id": "play",
			"shape": "circle",
			"frame": [171, 700, 60, 60],
			"glass": "clear",
			"tint": {"color": "white", "opacity": 0.25},
			"interactive": true
		},
		{
			"id": "close",
			"shape": "circle",
			"frame": [342, 62, 44, 44],
			"glass": "clear",
			"interactive": true
		}
	]
}

"""#),
        SampleScene(fileName: "brick-sheet.json", text: #"""
{
	"canvas": {"width": 402, "height": 874},
	"background": {
		"image": "brick.png",
		"fill": "stretch"
	},
	"elements": [
		{"id": "sheet", "shape": {"roundedRectangle": {"cornerRadius": 34}}, "frame": [8, 460, 386, 406]},
		{"id": "grabber", "shape": "capsule", "frame": [182, 470, 38, 5], "glass": "identity", "tint": "label"},
		{"id": "done", "shape": "capsule", "frame": [300, 490, 80, 36], "tint": "systemBlue", "interactive": true}
	]
}

"""#),
        SampleScene(fileName: "chelsea-cards.yaml", text: #"""
# Cards and a custom outline over a photo, with hex and named tints.
canvas: {width: 390, height: 844, scale: 2}
background:
  image: chelsea.png
  fill: cover
elements:
  - id: header
    shape: {roundedRectangle: {cornerRadius: 22}}
    frame: [16, 64, 358, 120]
  - id: note
    shape: {roundedRectangle: {cornerRadius: 16, style: circular}}
    frame: [16, 200, 358, 80]
    tint: "#FF9F0A55"
  - id: arrow
    # A right-pointing arrow in a 60 × 60 frame (coordinates relative to the frame's top-left).
    shape: {path: "M10 20 H34 V8 L54 30 L34 52 V40 H10 Z"}
    frame: [165, 700, 60, 60]
    tint: systemGreen
    interactive: true

"""#),
        SampleScene(fileName: "coffee-tab-bar.yaml", text: #"""
# An iPhone screen (402 × 874 points, like iPhone 17 Pro) over a photo: a floating tab bar,
# a search button beside it and a toolbar at the top, all regular glass.
canvas: {width: 402, height: 874, scale: 3}
colorScheme: light
background:
  image: coffee.png
  fill: cover
elements:
  - id: toolbar
    shape: capsule
    frame: [16, 62, 150, 44]
  - id: tabbar
    shape: capsule
    frame: [20, 790, 290, 62]
    interactive: true
  - id: search
    shape: circle
    frame: [322, 790, 62, 62]
    tint: {color: systemBlue, opacity: 0.6}
    interactive: true

"""#),
        SampleScene(fileName: "gradient-shapes.yaml", text: #"""
# Every shape over a gradient, in dark appearance.
canvas: {width: 402, height: 874}
colorScheme: dark
background:
  gradient:
    colors: ["#0A84FF", systemPurple, systemPink]
    locations: [0, 0.6, 1]
    angle: 135
elements:
  - {id: capsule, shape: capsule, frame: [24, 80, 354, 64]}
  - {id: circle, shape: circle, frame: [24, 180, 120, 120]}
  - {id: ellipse, shape: ellipse, frame: [168, 180, 210, 120], glass: clear}
  - {id: rectangle, shape: rectangle, frame: [24, 340, 354, 100]}
  - id: rounded
    shape: {roundedRectangle: {cornerRadius: 24}}
    frame: [24, 480, 354, 140]
    tint: {color: systemIndigo, opacity: 0.4}
  - id: star
    shape: {path: "M50 0 L61 35 L98 35 L68 57 L79 91 L50 70 L21 91 L32 57 L2 35 L39 35 Z"}
    frame: [151, 660, 100, 100]
    interactive: true

"""#),
        SampleScene(fileName: "press.yaml", text: #"""
# Interactive glass under a finger: a row of media controls in one container. In `pressed` a finger is down on
# Play (a little left of its centre): the button brightens, lifts (grows by 4 pt of its height, as iOS scales
# pressed glass up) and a glow spreads from the touch point to its neighbours in the container. The transitions
# animate the press in with a bounce and out smoothly.
#
#   swift run liquidglass animate examples/scenes/press.yaml --from idle --to pressed -o press.png
#   swift run liquidglass render examples/scenes/press.yaml --state pressed -o pressed.png
canvas: {width: 402, height: 874, scale: 3}
background:
  image: coffee.png
  fill: cover
elements:
  - container:
      spacing: 8
      elements:
        - {id: back, shape: circle, frame: [79, 700, 64, 64], interactive: true, label: {symbol: backward.fill}}
        - {id: play, shape: circle, frame: [161, 692, 80, 80], interactive: true, label: {symbol: play.fill, size: 28}}
        - {id: forward, shape: circle, frame: [259, 700, 64, 64], interactive: true, label: {symbol: forward.fill}}
states:
  idle: {}
  pressed:
    elements:
      play: {pressed: true, touch: [190, 728]}
transitions:
  - {from: idle, to: pressed, animation: {curve: spring, duration: 0.3, bounce: 0.3}}
  - {from: pressed, to: idle, animation: smooth}

"""#),
    ]
}
