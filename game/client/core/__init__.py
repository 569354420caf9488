"""The client's frame: the app loop, the scene stack, the widget kit, fonts, tweens, the
animation director, sound and settings.  It knows no game rules and no scene."""
