"""The game's sounds, made with numpy when the window opens: nothing to ship, nothing to load.

A slide (the slider's hiss on the mat), a strike (a finger or a foot on the piece), a kick (the
foam ball's thump), a whistle (the referee's two-tone blast) and a crowd (a swelling roar on a
score). Where there is no audio device the game is silent and says nothing; M mutes.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

import numpy as np
import pygame

RATE = 22050  # Hz: enough for a whistle's 3 kHz, light on memory
VOLUME = 0.5


def _envelope(n: int, attack: float, rate: int) -> np.ndarray:
    """Rise over ``attack`` seconds, then hold; the sounds shape their own decays."""
    rise = max(1, round(attack * rate))
    out = np.ones(n)
    out[: min(rise, n)] = np.linspace(0.0, 1.0, min(rise, n))
    return out


def _lowpass(signal: np.ndarray, cutoff: float, rate: int) -> np.ndarray:
    """A first-order low-pass, applied in the frequency domain (a slide's hiss is darker than
    white noise, a crowd darker still)."""
    spectrum = np.fft.rfft(signal)
    f = np.fft.rfftfreq(signal.size, 1.0 / rate)
    return np.fft.irfft(spectrum / np.sqrt(1.0 + (f / cutoff) ** 2), signal.size)


def _normalised(wave: np.ndarray, peak: float = 0.9) -> np.ndarray:
    top = float(np.max(np.abs(wave))) or 1.0
    return wave * (peak / top)


def slide(rate: int, rng: np.random.Generator) -> np.ndarray:
    t = np.arange(round(0.45 * rate)) / rate
    hiss = _lowpass(rng.standard_normal(t.size), 1800.0, rate)
    return _normalised(hiss * _envelope(t.size, 0.02, rate) * np.exp(-t / 0.18), 0.5)


def strike(rate: int, rng: np.random.Generator) -> np.ndarray:
    t = np.arange(round(0.06 * rate)) / rate
    click = rng.standard_normal(t.size) * np.exp(-t / 0.004)
    ping = np.sin(2 * np.pi * 1400.0 * t) * np.exp(-t / 0.015)
    return _normalised(0.6 * click + ping, 0.8)


def kick(rate: int, rng: np.random.Generator) -> np.ndarray:
    t = np.arange(round(0.16 * rate)) / rate
    pitch = 60.0 + 140.0 * np.exp(-t / 0.03)  # a falling thump
    body = np.sin(2 * np.pi * np.cumsum(pitch) / rate) * np.exp(-t / 0.05)
    tap = rng.standard_normal(t.size) * np.exp(-t / 0.006)
    return _normalised(body + 0.3 * tap, 0.9)


def whistle(rate: int, rng: np.random.Generator) -> np.ndarray:
    t = np.arange(round(0.55 * rate)) / rate
    trill = 2900.0 + 120.0 * np.sin(2 * np.pi * 32.0 * t)  # the pea rattling in the whistle
    tone = np.sin(2 * np.pi * np.cumsum(trill) / rate)
    shape = _envelope(t.size, 0.02, rate) * np.clip((0.55 - t) / 0.06, 0.0, 1.0)
    return _normalised(tone * shape, 0.45)


def crowd(rate: int, rng: np.random.Generator) -> np.ndarray:
    t = np.arange(round(1.8 * rate)) / rate
    roar = _lowpass(rng.standard_normal(t.size), 900.0, rate) - _lowpass(
        rng.standard_normal(t.size), 150.0, rate
    )
    swell = np.sin(np.pi * np.clip(t / 1.8, 0.0, 1.0)) ** 0.6
    return _normalised(roar * swell, 0.6)


SOUNDS: dict[str, Callable[[int, np.random.Generator], np.ndarray]] = {
    "slide": slide,
    "strike": strike,
    "kick": kick,
    "whistle": whistle,
    "crowd": crowd,
}


def waves(rate: int = RATE) -> dict[str, np.ndarray]:
    """Every sound as samples in [-1, 1] at ``rate``; the same each time (a fixed seed)."""
    rng = np.random.default_rng(0)
    return {name: make(rate, rng) for name, make in SOUNDS.items()}


class Sounds:
    """The sounds on the mixer, if there is one. ``play`` where there is none does nothing."""

    def __init__(self, muted: bool = False) -> None:
        self.muted = muted
        self._loaded: dict[str, pygame.mixer.Sound] = {}
        self.played: deque[str] = deque(maxlen=64)  # the last sounds asked for, heard or not
        self.volumes: deque[tuple[str, float]] = deque(maxlen=64)  # and how loud each

    def open(self) -> None:
        """Open the audio device and make the sounds; without a device, stay silent."""
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=RATE, size=-16, channels=1, buffer=512)
            init = pygame.mixer.get_init()
        except pygame.error:
            return
        if not init:
            return
        rate, _, channels = init
        for name, wave in waves(rate).items():
            pcm = np.round(wave * VOLUME * 32767).astype(np.int16)
            samples = pcm if channels == 1 else np.repeat(pcm[:, None], channels, axis=1)
            self._loaded[name] = pygame.sndarray.make_sound(np.ascontiguousarray(samples))

    @property
    def audible(self) -> bool:
        return bool(self._loaded) and not self.muted

    def play(self, name: str, volume: float = 1.0) -> None:
        """Play ``name`` at ``volume`` (0 to 1: a contact as loud as its impact)."""
        if name not in SOUNDS:
            raise KeyError(f"no sound called {name!r}")
        volume = min(max(float(volume), 0.0), 1.0)
        self.played.append(name)
        self.volumes.append((name, volume))
        if self.audible and volume > 0.0:
            channel = self._loaded[name].play()
            if channel is not None:
                channel.set_volume(volume)

    def toggle_mute(self) -> bool:
        """Mute or unmute; True when now muted."""
        self.muted = not self.muted
        if self.muted and pygame.mixer.get_init():
            pygame.mixer.stop()
        return self.muted

    def close(self) -> None:
        self._loaded.clear()
        if pygame.mixer.get_init():
            pygame.mixer.quit()
